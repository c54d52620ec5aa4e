// Sanitises a whole document before it is stored or displayed (editor-core.md §5 'Stored content is sanitised
// before display'). Pure: returns a new object and leaves the input untouched.

import type { BoxStyle, GridData, GridSettings, InfiniteScrollConfig, NestedBox } from '../document/types';
import { safeBoxLinkUrl } from './links';
import { sanitizeIframeUrl } from './iframe';
import { isHttpUrl, safeMediaUrl } from './media';
import { sanitizeRichText } from './richText';

function withOptional<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | null): void {
  if (value === null || value === undefined) delete target[key];
  else target[key] = value;
}

/**
 * linkUrl normalised as the box panel does and dropped unless http(s)/mailto; iframeUrl through
 * sanitizeIframeUrl and dropped when null; background image/video URLs through safeMediaUrl (http(s), our
 * /uploads/<file>, inline image or video data) and dropped when null.
 */
export function sanitizeBoxStyle<S extends BoxStyle>(style: S): S {
  const next = { ...style };
  if (next.linkUrl !== undefined) withOptional(next, 'linkUrl', safeBoxLinkUrl(next.linkUrl));
  if (next.iframeUrl !== undefined) withOptional(next, 'iframeUrl', sanitizeIframeUrl(next.iframeUrl));
  if (next.bgImageUrl !== undefined) withOptional(next, 'bgImageUrl', safeMediaUrl(next.bgImageUrl));
  if (next.bgVideoUrl !== undefined) withOptional(next, 'bgVideoUrl', safeMediaUrl(next.bgVideoUrl));
  return next;
}

function sanitizeNestedBox(nested: NestedBox): NestedBox {
  return {
    ...nested,
    contentId: sanitizeRichText(nested.contentId),
    textStyle: { ...nested.textStyle },
    style: sanitizeBoxStyle(nested.style),
  };
}

function sanitizeConfig(config: InfiniteScrollConfig): InfiniteScrollConfig {
  const next: InfiniteScrollConfig = { ...config, urlList: config.urlList.filter(isHttpUrl) };
  if (config.globalBoxSettings) next.globalBoxSettings = { ...config.globalBoxSettings };
  if (config.cachedItems) next.cachedItems = config.cachedItems.filter((item) => isHttpUrl(item.imageUrl));
  if (config.cachedPlacements) next.cachedPlacements = config.cachedPlacements.map((p) => ({ ...p }));
  return next;
}

function sanitizeSettings(settings: GridSettings): GridSettings {
  const next: GridSettings = { ...settings, responsiveColumnsCount: { ...settings.responsiveColumnsCount } };
  if (next.containerBgImageUrl !== undefined) {
    withOptional(next, 'containerBgImageUrl', safeMediaUrl(next.containerBgImageUrl));
  }
  if (settings.infiniteScrollConfig)
    next.infiniteScrollConfig = sanitizeConfig(settings.infiniteScrollConfig);
  return next;
}

/** Every box's and nested box's rich text through sanitizeRichText, and their URLs through the rules above. */
export function sanitizeGridData(gridData: GridData): GridData {
  return {
    ...gridData,
    boxes: gridData.boxes.map((box) => {
      const next = {
        ...box,
        contentId: sanitizeRichText(box.contentId),
        textStyle: { ...box.textStyle },
        style: sanitizeBoxStyle(box.style),
        nestedBoxes: (box.nestedBoxes ?? []).map(sanitizeNestedBox),
      };
      if (box.responsiveColSpan) next.responsiveColSpan = { ...box.responsiveColSpan };
      if (box.responsiveRowSpan) next.responsiveRowSpan = { ...box.responsiveRowSpan };
      if (box.responsiveOrder) next.responsiveOrder = { ...box.responsiveOrder };
      return next;
    }),
    gridSettings: sanitizeSettings(gridData.gridSettings),
    selectedBoxIds: [...gridData.selectedBoxIds],
  };
}
