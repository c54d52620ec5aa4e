// Large rich-text documents of a chosen size, for the document pool's tests and bench:documents: boxes of
// editor-like formatted paragraphs (bold, italic, links, coloured spans), each under the 200,000-character box limit.
// They are as the editor saves them: sanitising leaves their size as it is.

const PARAGRAPH =
  '<p>Some <strong>bold</strong> and <em>italic</em> words, a <a href="https://example.org/page" target="_blank" rel="noopener noreferrer">link</a>, ' +
  '<span style="color: #336699; font-size: 18px">a coloured span</span> and <u>more</u> text.</p>';
const BOX_CONTENT_CHARS = 150_000;

/** A valid document of about `bytes` bytes of JSON, its rich text made of `unit` repeated. */
export function richDocument(bytes: number, unit: string = PARAGRAPH) {
  const content = unit.repeat(Math.max(1, Math.floor(BOX_CONTENT_CHARS / unit.length)));
  // JSON escapes each '"' as '\"'.
  const boxBytes = content.length + (content.match(/"/g)?.length ?? 0) + 80;
  const boxCount = Math.max(1, Math.round(bytes / boxBytes));
  return {
    boxes: Array.from({ length: boxCount }, (_, index) => ({
      id: `b${index + 1}`,
      contentId: content,
      colSpan: 1,
      rowSpan: 1,
      order: index,
    })),
    gridSettings: { boxSpacing: 16, columnsCount: 4, globalBoxRadius: 24, useSquircles: false },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}

/** Dense `<b>x</b>` markup, the sanitiser's worst ordinary case (issue 31's comparison with sanitize-html). */
export const DENSE_BOLD = '<b>x</b>';

/** Dense links: each URL is checked as well, the costliest markup per byte found for the sanitiser (issue 34's review). */
export const DENSE_LINKS = '<a href="https://example.org/x">x</a>';

export const MB = 1024 * 1024;
