// The persistence rules of editor-core.md §9 and §8 as pure document transforms. Each returns the same object
// when nothing changes, so unchanged boxes (and whole history entries) keep their identity.
import { PERSISTED_DATA_URL_MAX_CHARS, type BoxStyle, type GridData } from '@bento/core';

/** A background URL's fate in a record: the same string (kept), another (replaced) or null (left out). */
type UrlRule = (url: string) => string | null;

const MEDIA_FIELDS = ['bgImageUrl', 'bgVideoUrl'] as const;
const IMAGE_FIELDS = ['bgImageUrl'] as const;
type MediaField = (typeof MEDIA_FIELDS)[number];

/** Inline media too long to keep locally: 'data:' URLs over 50,000 characters. */
export function isOversizedDataUrl(url: string): boolean {
  return url.length > PERSISTED_DATA_URL_MAX_CHARS && url.trimStart().slice(0, 5).toLowerCase() === 'data:';
}

function mapStyle<S extends BoxStyle>(style: S, rule: UrlRule, fields: readonly MediaField[]): S {
  let next: S | null = null;
  for (const field of fields) {
    const value = style[field];
    if (typeof value !== 'string') continue;
    const mapped = rule(value);
    if (mapped === value) continue;
    next ??= { ...style };
    if (mapped === null) delete next[field];
    else next[field] = mapped;
  }
  return next ?? style;
}

/** `doc` with `rule` applied to the background media URLs of `fields` (boxes, nested boxes) and the container's. */
function mapBackgrounds(doc: GridData, rule: UrlRule, fields: readonly MediaField[]): GridData {
  let changed = false;
  const boxes = doc.boxes.map((box) => {
    const style = mapStyle(box.style, rule, fields);
    let nestedChanged = false;
    const nestedBoxes = box.nestedBoxes.map((nested) => {
      const nestedStyle = mapStyle(nested.style, rule, fields);
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
  const mapped = typeof containerUrl === 'string' ? rule(containerUrl) : containerUrl;
  if (mapped !== containerUrl) {
    const { containerBgImageUrl: _replaced, ...rest } = gridSettings;
    gridSettings = mapped === null ? rest : { ...rest, containerBgImageUrl: mapped };
    changed = true;
  }
  return changed ? { ...doc, boxes, gridSettings } : doc;
}

/**
 * Inline (data URL) background images and videos over 50,000 characters are not persisted as such: each is
 * replaced by `referenceOf`'s answer (a reference to the copy kept in the image store, issue 28), or left out
 * when it answers null (the §9 rule).
 */
export function withImageReferences(
  doc: GridData,
  referenceOf: (dataUrl: string) => string | null,
): GridData {
  return mapBackgrounds(doc, (url) => (isOversizedDataUrl(url) ? referenceOf(url) : url), MEDIA_FIELDS);
}

/** Every background media URL of `doc` (boxes, nested boxes, the container). */
export function backgroundUrls(doc: GridData): string[] {
  const urls: string[] = [];
  mapBackgrounds(
    doc,
    (url) => {
      urls.push(url);
      return url;
    },
    MEDIA_FIELDS,
  );
  return urls;
}

/** Inline (data URL) background images and videos over 50,000 characters are not persisted. */
export function withoutOversizedDataUrls(doc: GridData): GridData {
  return withImageReferences(doc, () => null);
}

/** Every background image removed (boxes, nested boxes and the container): the over-2,097,152 rule. */
export function withoutBackgroundImages(doc: GridData): GridData {
  return mapBackgrounds(doc, () => null, IMAGE_FIELDS);
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
