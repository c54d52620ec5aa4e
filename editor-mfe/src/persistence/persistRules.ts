// The persistence rules of editor-core.md §9 and §8 as pure document transforms. Each returns the same object
// when nothing changes, so unchanged boxes (and whole history entries) keep their identity.
import { PERSISTED_DATA_URL_MAX_CHARS, type BoxStyle, type GridData } from '@bento/core';

type UrlFilter = (url: string) => boolean;

/** Inline media too long to keep locally: 'data:' URLs over 50,000 characters. */
export function isOversizedDataUrl(url: string): boolean {
  return url.length > PERSISTED_DATA_URL_MAX_CHARS && url.trimStart().slice(0, 5).toLowerCase() === 'data:';
}

function filterStyle<S extends BoxStyle>(style: S, drop: UrlFilter, fields: readonly (keyof BoxStyle)[]): S {
  let next: S | null = null;
  for (const field of fields) {
    const value = style[field];
    if (typeof value === 'string' && drop(value)) {
      next ??= { ...style };
      delete next[field];
    }
  }
  return next ?? style;
}

/** `doc` without the background media URLs of `fields` that `drop` answers true for (container image too). */
function withoutBackgrounds(doc: GridData, drop: UrlFilter, fields: readonly (keyof BoxStyle)[]): GridData {
  let changed = false;
  const boxes = doc.boxes.map((box) => {
    const style = filterStyle(box.style, drop, fields);
    let nestedChanged = false;
    const nestedBoxes = box.nestedBoxes.map((nested) => {
      const nestedStyle = filterStyle(nested.style, drop, fields);
      if (nestedStyle === nested.style) return nested;
      nestedChanged = true;
      return { ...nested, style: nestedStyle };
    });
    if (style === box.style && !nestedChanged) return box;
    changed = true;
    return { ...box, style, nestedBoxes: nestedChanged ? nestedBoxes : box.nestedBoxes };
  });
  let gridSettings = doc.gridSettings;
  const containerUrl = gridSettings.containerBgImageUrl;
  if (typeof containerUrl === 'string' && drop(containerUrl)) {
    const { containerBgImageUrl: _dropped, ...rest } = gridSettings;
    gridSettings = rest;
    changed = true;
  }
  return changed ? { ...doc, boxes, gridSettings } : doc;
}

/** Inline (data URL) background images and videos over 50,000 characters are not persisted. */
export function withoutOversizedDataUrls(doc: GridData): GridData {
  return withoutBackgrounds(doc, isOversizedDataUrl, ['bgImageUrl', 'bgVideoUrl']);
}

/** Every background image removed (boxes, nested boxes and the container): the over-2,097,152 rule. */
export function withoutBackgroundImages(doc: GridData): GridData {
  return withoutBackgrounds(doc, () => true, ['bgImageUrl']);
}

/** The quota-exceeded fallback: no background images, no infinite-scroll config, no selection. */
export function slimmed(doc: GridData): GridData {
  const bare = withoutBackgroundImages(doc);
  const { infiniteScrollConfig: _config, ...gridSettings } = bare.gridSettings;
  return {
    ...bare,
    gridSettings,
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}
