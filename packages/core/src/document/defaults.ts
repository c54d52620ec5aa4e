// Default values of editor-core.md §3 and accounts-and-sites.md §3 'Default grid settings'.
// Factories return fresh objects: callers may mutate them (Immer drafts, tests).

import { DEFAULT_CHUNK_SIZE, DEFAULT_LOAD_BATCH_SIZE, DEFAULT_SCROLL_THRESHOLD } from './constants';
import { DEFAULT_CONTAINER_WIDTH_CLASS } from './containerWidth';
import { DEFAULT_FONT_FAMILY } from './fonts';
import type {
  Box,
  BoxStyle,
  GridData,
  GridSettings,
  InfiniteScrollConfig,
  NestedBox,
  NestedBoxStyle,
  ResponsiveColumnsCount,
  TextStyle,
} from './types';

export const FIRST_BOX_TEXT = 'Double-click to add/edit text';
export const DEFAULT_BOX_BG_COLOR = '#d8d8d8';
export const DEFAULT_TEXT_COLOR = '#2d3748';
export const FIRST_BOX_TEXT_COLOR = '#212121';
export const DEFAULT_NESTED_BG_COLOR = '#F0F0F0';
export const DEFAULT_NESTED_TEXT_COLOR = '#000000';
export const DEFAULT_FONT_SIZE = '16px';
export const DEFAULT_LINE_HEIGHT = 1.5;
export const DEFAULT_CONTAINER_BG_COLOR = '#ededed';
export const DEFAULT_CONTAINER_BG_COLOR_DARK = '#0A0A0A';
export const DEFAULT_COLUMNS_COUNT = 5;
/** Squircle strength used when a stored value is missing or unusable (the default preset is 1). */
export const FALLBACK_SQUIRCLE_STRENGTH = 5;

export function createDefaultTextStyle(): TextStyle {
  return {
    color: DEFAULT_TEXT_COLOR,
    fontSize: DEFAULT_FONT_SIZE,
    textAlign: 'left',
    lineHeight: DEFAULT_LINE_HEIGHT,
    fontFamily: DEFAULT_FONT_FAMILY,
  };
}

/** The first box of a new document: dark text, centred. */
export function createFirstBoxTextStyle(): TextStyle {
  return { ...createDefaultTextStyle(), color: FIRST_BOX_TEXT_COLOR, textAlign: 'center' };
}

export function createDefaultNestedTextStyle(): TextStyle {
  return { ...createDefaultTextStyle(), color: DEFAULT_NESTED_TEXT_COLOR };
}

export function createDefaultBoxStyle(): BoxStyle {
  return {
    bgColor: DEFAULT_BOX_BG_COLOR,
    borderWidth: 0,
    opacity: 1,
    imageScale: 1,
    bgImageAlignment: 'center',
    bgImagePadding: 0,
    blurStrength: 0,
    linkTarget: '_blank',
    linkOnlyInPreviewMode: true,
  };
}

export function createDefaultNestedBoxStyle(): NestedBoxStyle {
  return {
    ...createDefaultBoxStyle(),
    bgColor: DEFAULT_NESTED_BG_COLOR,
    justifySelf: 'start',
    alignSelf: 'center',
    width: 'auto',
    height: 'auto',
    horizontalPosition: 'full',
  };
}

export type BoxOptions = Partial<Omit<Box, 'id' | 'order' | 'contentId'>>;

export function createBox(id: string, order: number, contentId: string, options: BoxOptions = {}): Box {
  return {
    id,
    contentId,
    order,
    colSpan: 1,
    rowSpan: 1,
    hideOnMobile: false,
    hideOnTablet: false,
    hideOnDesktop: false,
    forceFullWidthMobile: false,
    mobileOrder: 'default',
    nestedBoxes: [],
    nestedBoxPosition: 'top',
    textStyle: createDefaultTextStyle(),
    style: createDefaultBoxStyle(),
    ...options,
  };
}

export type NestedBoxOptions = Partial<Omit<NestedBox, 'id' | 'parentId' | 'contentId'>>;

export function createNestedBox(
  id: string,
  parentId: string,
  contentId: string,
  options: NestedBoxOptions = {},
): NestedBox {
  return {
    id,
    parentId,
    contentId,
    textStyle: createDefaultNestedTextStyle(),
    style: createDefaultNestedBoxStyle(),
    ...options,
  };
}

/**
 * Responsive columns when a file has none: desktop = columnsCount, tablet = 80 % of it rounded (at least 1),
 * mobile = 2 (or fewer). For the default 5 columns this gives the spec's 2 / 4 / 5.
 */
export function deriveResponsiveColumns(columnsCount: number): ResponsiveColumnsCount {
  const desktop = Number.isFinite(columnsCount) ? Math.min(12, Math.max(1, Math.round(columnsCount))) : 5;
  return {
    mobile: Math.min(2, desktop),
    tablet: Math.max(1, Math.min(desktop, Math.round(desktop * 0.8))),
    desktop,
  };
}

export function createDefaultInfiniteScrollConfig(): InfiniteScrollConfig {
  return {
    urlList: [],
    autoSizing: true,
    loadBatchSize: DEFAULT_LOAD_BATCH_SIZE,
    scrollThreshold: DEFAULT_SCROLL_THRESHOLD,
    chunkSize: DEFAULT_CHUNK_SIZE,
    packingAlgorithm: 'infiniteScrollGridPacking',
  };
}

export function createDefaultGridSettings(): GridSettings {
  return {
    shape: 'rectangle',
    showGrid: false,
    boxSpacing: 17,
    columnsCount: DEFAULT_COLUMNS_COUNT,
    responsiveColumnsCount: { mobile: 2, tablet: 4, desktop: 5 },
    useSquircles: true,
    squircleStrength: 1,
    globalBoxRadius: 29,
    containerBorderRadius: '8px',
    containerWidth: DEFAULT_CONTAINER_WIDTH_CLASS,
    containerPadding: 1280,
    innerContainerPadding: 32,
    globalBoxShadow: 'none',
    containerBoxShadow: 'none',
    containerBgColor: DEFAULT_CONTAINER_BG_COLOR,
    syncMainBackground: true,
  };
}

/** A new document: one box holding the first-box placeholder text, nothing selected. */
export function createDefaultGridData(firstBoxId = 'box-1'): GridData {
  return {
    boxes: [createBox(firstBoxId, 0, FIRST_BOX_TEXT, { textStyle: createFirstBoxTextStyle() })],
    gridSettings: createDefaultGridSettings(),
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}
