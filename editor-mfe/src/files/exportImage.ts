// Export image (issue 12): the grid as it looks at the current width, as a PNG at 2× pixel density, drawn by
// modern-screenshot (loaded on first use). Chosen over html-to-image after measuring both on a 60-box grid in
// Chromium: the same pixels (web fonts embedded by both), a faster first export (1.2–1.7 s against 2.0 s), a
// time-out of its own for every resource it fetches, and an active upstream.
import { downloadBlob } from '@bento/ui';
import { askExportFileName, askUser, tellUser, type Ask } from './exportFile';

export const IMAGE_SCALE = 2;
/** How long an image's host may take to answer before its box is left blank. */
export const IMAGE_CHECK_TIMEOUT_MS = 8000;
/** Bound of the whole drawing: an export ends, in an image or a message, never in a hang. */
export const IMAGE_EXPORT_TIMEOUT_MS = 60_000;
import { EXPORT_IMAGE_FAILED } from './fileCodeFailures';

export { EXPORT_IMAGE_FAILED };
export const BLANK_BOXES_NOTE = 'The image was exported, but some boxes were left blank:';
export const GRID_EXPORTING_ATTRIBUTE = 'data-exporting';
/** The canvas's grid region (BentoGrid's section, which carries its column count). */
export const GRID_SELECTOR = 'section[data-columns]';

/** A box whose image could not be drawn, and why (shown to the user). */
export interface BlankBox {
  label: string;
  reason: string;
}

const NOT_COPYABLE = 'its host does not let other sites copy it';
const NO_ANSWER = 'its host did not answer in time';

type ImageRead = { dataUrl: string } | { reason: string };

/**
 * An image of another origin, drawn through a canvas into a data URL, or why it cannot be: its host must allow
 * CORS. Loaded as an image (the page's CSP lets images come from any https host, not requests), so the page's
 * connect-src stays its own origin.
 */
function readCrossOriginImage(url: string): Promise<ImageRead> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    const timer = setTimeout(() => {
      image.removeAttribute('src');
      resolve({ reason: NO_ANSWER });
    }, IMAGE_CHECK_TIMEOUT_MS);
    image.onerror = () => {
      clearTimeout(timer);
      resolve({ reason: NOT_COPYABLE });
    };
    image.onload = () => {
      clearTimeout(timer);
      try {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        resolve({ dataUrl: canvas.toDataURL('image/png') });
      } catch {
        resolve({ reason: NOT_COPYABLE });
      }
    };
    image.src = url;
  });
}

/** Cross-origin images of one export, each read once: null for a same-origin or inline URL (fetched as usual). */
function crossOriginReader(): (src: string) => Promise<ImageRead> | null {
  const reads = new Map<string, Promise<ImageRead>>();
  return (src) => {
    let url: URL;
    try {
      url = new URL(src, window.location.href);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin === window.location.origin) return null;
    let read = reads.get(url.href);
    if (!read) {
      read = readCrossOriginImage(url.href);
      reads.set(url.href, read);
    }
    return read;
  };
}

/** The grid's images that cannot be drawn, each with its box ('box 3': its place in the grid) and the reason. */
async function unreadableImages(
  grid: HTMLElement,
  read: ReturnType<typeof crossOriginReader>,
): Promise<Map<HTMLImageElement, BlankBox>> {
  const boxes = [...grid.querySelectorAll<HTMLElement>('[data-box-id]')];
  const blank = new Map<HTMLImageElement, BlankBox>();
  await Promise.all(
    [...grid.querySelectorAll('img')].map(async (image) => {
      const result = await read(image.currentSrc || image.src);
      if (!result || !('reason' in result)) return;
      const box = image.closest<HTMLElement>('[data-box-id]');
      blank.set(image, {
        label: box ? `box ${boxes.indexOf(box) + 1}` : 'the background',
        reason: result.reason,
      });
    }),
  );
  return blank;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);
}

/** The grid as PNG bytes at IMAGE_SCALE, without the boxes' unreadable images; the boxes left blank. */
export async function gridPng(grid: HTMLElement): Promise<{ png: Blob; blank: BlankBox[] }> {
  const read = crossOriginReader();
  const unreadable = await unreadableImages(grid, read);
  const { domToBlob } = await import('modern-screenshot');
  // Selection outlines and hover marks are the editor's, not the page's.
  grid.setAttribute(GRID_EXPORTING_ATTRIBUTE, '');
  try {
    const png = await withTimeout(
      domToBlob(grid, {
        scale: IMAGE_SCALE,
        type: 'image/png',
        timeout: IMAGE_CHECK_TIMEOUT_MS,
        filter: (node) => !(node instanceof HTMLImageElement && unreadable.has(node)),
        // Cross-origin images come from the reads above; everything else (fonts, our uploads) is fetched as usual.
        fetchFn: async (url) => {
          const result = await read(url);
          return result && 'dataUrl' in result ? result.dataUrl : false;
        },
      }),
      IMAGE_EXPORT_TIMEOUT_MS,
    );
    return { png, blank: [...new Map([...unreadable.values()].map((box) => [box.label, box])).values()] };
  } finally {
    grid.removeAttribute(GRID_EXPORTING_ATTRIBUTE);
  }
}

export interface ExportImageDeps {
  ask?: Ask;
  download?: (fileName: string, blob: Blob) => void;
  alert?: (message: string) => void;
}

/** The message for boxes left blank, one line each. */
export function blankBoxesMessage(blank: BlankBox[]): string {
  return [BLANK_BOXES_NOTE, ...blank.map(({ label, reason }) => `• ${label}: ${reason}`)].join('\n');
}

/**
 * Asks for a file name (default 'bento-design', '.png' appended), draws the grid and downloads it. Boxes whose
 * image could not be drawn are named with the reason; a failure is told. Answers the file name, or null.
 */
export async function exportImage(
  grid: HTMLElement | null,
  { ask = askUser, download = downloadBlob, alert = tellUser }: ExportImageDeps = {},
): Promise<string | null> {
  if (!grid) return null;
  const fileName = askExportFileName(ask, '.png');
  if (fileName === null) return null;
  try {
    const { png, blank } = await gridPng(grid);
    download(fileName, png);
    if (blank.length > 0) alert(blankBoxesMessage(blank));
    return fileName;
  } catch {
    alert(EXPORT_IMAGE_FAILED);
    return null;
  }
}
