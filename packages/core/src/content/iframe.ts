// Embedded frames (editor-core.md §5 'Iframes').

import { tokenize, type Attributes } from './html/tokenizer';

export const EMBED_EXTRACT_ERROR_MESSAGE = 'Could not extract a valid URL from code';
export const IFRAME_APPLIED_MESSAGE = 'Iframe settings applied successfully!';

/**
 * The URL an iframe may load: any non-https protocol is forced to https (http://x → https://x). Unparseable
 * URLs, URLs without a host (javascript:, data:, about:...) and URLs with credentials give null.
 */
export function sanitizeIframeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  // No host (javascript:, data:, about:, mailto:, file:///...): nothing to force to https.
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  if (parsed.protocol === 'https:') return parsed.href;
  // Rebuild rather than assign .protocol: the URL setter silently refuses some protocol changes.
  try {
    return new URL(`https://${parsed.host}${parsed.pathname}${parsed.search}${parsed.hash}`).href;
  } catch {
    return null;
  }
}

/**
 * The attributes of the first <iframe> start tag, read as browsers tokenize HTML (html/tokenizer.ts): a quoted
 * value may hold '>' and markup (title="My <b>vid</b>"), character references are decoded exactly once, and
 * comments, script and other raw text are not searched.
 */
function firstIframeAttributes(code: string): Attributes | null {
  const found: { attributes?: Attributes } = {};
  tokenize(code, {
    startTag(name, attributes) {
      if (name === 'iframe' && !found.attributes) found.attributes = attributes;
    },
    endTag() {},
    text() {},
    inForeignContext: () => false,
  });
  return found.attributes ?? null;
}

/** Tags and comments left in a decoded title; a '<' that starts no tag ('a < b', 'I <3 it') stays text. */
const MARKUP = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi;

export const EMBED_TITLE_MAX_LENGTH = 500;

/**
 * A pasted iframe's title as plain text: its markup removed ('My <b>vid</b>' → 'My vid'), control characters
 * and runs of white space made one space, trimmed, at most EMBED_TITLE_MAX_LENGTH characters. Not decoded again
 * and not escaped: it is text, escaped wherever it is rendered (React attributes and text).
 */
function embedTitleText(title: string): string {
  return title
    .replace(MARKUP, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, EMBED_TITLE_MAX_LENGTH);
}

/**
 * The src and title of the first iframe in pasted embed code. The URL goes through sanitizeIframeUrl (https
 * only); the title through embedTitleText ('' when absent). Null when there is no iframe or no usable src.
 */
export function extractEmbed(code: string): { url: string; title: string } | null {
  if (typeof code !== 'string') return null;
  const attributes = firstIframeAttributes(code);
  if (!attributes) return null;
  const url = sanitizeIframeUrl(attributes.get('src'));
  if (!url) return null;
  return { url, title: embedTitleText(attributes.get('title') ?? '') };
}
