// Numeric bounds (editor-core.md §3 and §5) and size limits, shared by the clamps, the schema and migrate so the
// three cannot drift apart.

import { BOX_IMAGE_MAX_BYTES, CONTAINER_IMAGE_MAX_BYTES } from './constants';

export interface NumericBound {
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
}

export const BOUNDS = {
  /** Column and row spans (row span at most 12; column span at most the breakpoint's columns, 12 at most). */
  span: { min: 1, max: 12, integer: true },
  order: { min: -1_000_000, max: 1_000_000, integer: true },
  /** The engine's column clamp. */
  columns: { min: 1, max: 12, integer: true },
  masonryColumns: { min: 1, max: 10, integer: true },
  /** The Columns field of the Grid Settings panel. */
  panelColumns: { min: 1, max: 9, integer: true },
  /** The Corner Radius field (whole px). */
  cornerRadius: { min: 0, max: 50, integer: true },
  cornerSlider: { min: 0, max: 100 },
  maxScreenWidth: { min: 320, max: 1440 },
  boxSpacing: { min: 0, max: 100 },
  boxPadding: { min: 1, max: 100 },
  batchSize: { min: 1, max: 100, integer: true },
  squircleStrength: { min: 1, max: 10 },
  previewWidth: { min: 320, max: 1440 },
  previewRadius: { min: 0, max: 64 },
  borderWidth: { min: 0, max: 10 },
  opacity: { min: 0, max: 1 },
  imageScale: { min: 0.1, max: 2 },
  bgImagePadding: { min: 0, max: 25 },
  blurStrength: { min: 0, max: 20 },
  scrollThreshold: { min: 0, max: 100_000 },
  chunkSize: { min: 1, max: 2000, integer: true },
} as const satisfies Record<string, NumericBound>;

/** Characters of a base64 data URL holding `bytes` bytes of an image (the longest MIME type allowed). */
export function dataUrlLength(bytes: number): number {
  return 'data:image/svg+xml;base64,'.length + 4 * Math.ceil(bytes / 3);
}

/** Size limits of the saved document (schema.ts). */
export const LIMITS = {
  idLength: 200,
  maxBoxes: 2000,
  maxNestedBoxes: 200,
  maxSelectedIds: 10_000,
  colorLength: 100,
  shortStringLength: 100,
  titleLength: 500,
  fontFamilyLength: 200,
  /** Rich-text HTML of one box. */
  contentLength: 200_000,
  /** Links, iframes and infinite-scroll URLs. */
  urlLength: 8192,
  maxUrlList: 10_000,
  maxCacheEntries: 20_000,
  /** A box image dropped on a box (5 MB, uncompressed when compression fails) as a data URL. */
  boxMediaUrlLength: dataUrlLength(BOX_IMAGE_MAX_BYTES),
  /** A container background dropped on the drop zone (2 MB) as a data URL. */
  containerImageUrlLength: dataUrlLength(CONTAINER_IMAGE_MAX_BYTES),
} as const;

/** Clamp to [min, max], rounding first when the bound is integral. NaN/non-finite → fallback. */
export function clampToBound(value: number, bound: NumericBound, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  const rounded = bound.integer ? Math.round(value) : value;
  return Math.min(bound.max, Math.max(bound.min, rounded));
}

/** Reads a number from a number or a numeric string ('12', ' 12.5px'); anything else → NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number.parseFloat(value);
  return Number.NaN;
}
