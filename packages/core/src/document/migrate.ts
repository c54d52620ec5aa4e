// Upgrades older or partial project files to the current document (editor-core.md §5 'JSON import').
//
// The spec has no version field, so migration infers what it can from the shape: legacy field names
// (`columns`), numeric ids, boxes without `order`, nested-box placement fields outside `style`, numeric sizes,
// out-of-range numbers (clamped) and unusable values (replaced by their defaults). The result always passes
// gridDataSchema. Input that is not an object with a boxes list and a gridSettings object is refused with the
// spec's import alert.

import { BOUNDS, LIMITS, type NumericBound } from './bounds';
import { INVALID_JSON_FORMAT_MESSAGE } from './constants';
import { deriveResponsiveColumns } from './defaults';
import { claimId, isRecord, keepValidFields, keepValidItems } from './repair';
import {
  boxSchema,
  gridDataSchema,
  gridSettingsObjectSchema,
  infiniteScrollConfigSchema,
  infiniteScrollItemSchema,
  idSchema,
  parseGridData,
  placementSchema,
  responsiveColumnsSchema,
  responsiveOrderSchema,
  responsiveSpansSchema,
} from './schema';
import {
  infiniteScrollBoxSettingsSchema,
  nestedBoxStyleSchema,
  nestedTextStyleSchema,
  textStyleSchema,
  boxStyleSchema,
  urlSchema,
} from './styleSchema';
import type { GridData } from './types';

const STYLE_NUMBERS: Record<string, NumericBound> = {
  borderWidth: BOUNDS.borderWidth,
  opacity: BOUNDS.opacity,
  imageScale: BOUNDS.imageScale,
  bgImagePadding: BOUNDS.bgImagePadding,
  blurStrength: BOUNDS.blurStrength,
};
const SPAN_NUMBERS = { sm: BOUNDS.span, md: BOUNDS.span, lg: BOUNDS.span };
const ORDER_NUMBERS = { base: BOUNDS.order, sm: BOUNDS.order, md: BOUNDS.order, lg: BOUNDS.order };
const COLUMN_NUMBERS = { mobile: BOUNDS.columns, tablet: BOUNDS.columns, desktop: BOUNDS.columns };
const SETTINGS_NUMBERS = {
  boxSpacing: BOUNDS.boxSpacing,
  columnsCount: BOUNDS.columns,
  squircleStrength: BOUNDS.squircleStrength,
  globalBoxRadius: BOUNDS.previewRadius,
  containerPadding: BOUNDS.maxScreenWidth,
  innerContainerPadding: BOUNDS.boxPadding,
};
const CONFIG_NUMBERS = {
  loadBatchSize: BOUNDS.batchSize,
  scrollThreshold: BOUNDS.scrollThreshold,
  chunkSize: BOUNDS.chunkSize,
};

/** Fields of a nested box that older files kept beside `style` instead of inside it. */
const NESTED_PLACEMENT_FIELDS = [
  'justifySelf',
  'alignSelf',
  'width',
  'height',
  'horizontalPosition',
] as const;

function text(raw: unknown, ...legacy: unknown[]): string {
  const value = [raw, ...legacy].find((candidate) => typeof candidate === 'string');
  return typeof value === 'string' ? value.slice(0, LIMITS.contentLength) : '';
}

function sizeValue(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? `${Math.round(value)}px` : value;
}

function repairOptionalObject(
  shape: Parameters<typeof keepValidFields>[0],
  raw: unknown,
  numbers: Parameters<typeof keepValidFields>[2],
) {
  if (!isRecord(raw)) return undefined;
  const repaired = keepValidFields(shape, raw, numbers);
  return Object.keys(repaired).length > 0 ? repaired : undefined;
}

function migrateNestedBox(raw: Record<string, unknown>, parentId: string, index: number, ids: Set<string>) {
  const style: Record<string, unknown> = isRecord(raw.style) ? { ...raw.style } : {};
  for (const field of NESTED_PLACEMENT_FIELDS) {
    if (style[field] === undefined && raw[field] !== undefined) style[field] = raw[field];
  }
  style.width = sizeValue(style.width);
  style.height = sizeValue(style.height);
  return {
    id: claimId(raw.id, `${parentId}-nested-${index + 1}`, ids, LIMITS.idLength),
    parentId,
    contentId: text(raw.contentId, raw.content, raw.text),
    textStyle: keepValidFields(nestedTextStyleSchema.shape, raw.textStyle),
    style: keepValidFields(nestedBoxStyleSchema.shape, style, STYLE_NUMBERS),
  };
}

const BOX_NUMBERS = { colSpan: BOUNDS.span, rowSpan: BOUNDS.span, order: BOUNDS.order };
/** Repaired on their own below rather than kept or dropped whole. */
const BOX_COMPOUND_FIELDS = [
  'id',
  'contentId',
  'textStyle',
  'style',
  'nestedBoxes',
  'responsiveColSpan',
  'responsiveRowSpan',
  'responsiveOrder',
];

function migrateBox(raw: Record<string, unknown>, index: number, ids: Set<string>) {
  const id = claimId(raw.id, `box-${index + 1}`, ids, LIMITS.idLength);
  const box = keepValidFields(boxSchema.shape, raw, BOX_NUMBERS, BOX_COMPOUND_FIELDS);
  const nested = Array.isArray(raw.nestedBoxes) ? raw.nestedBoxes.filter(isRecord) : [];
  return {
    ...box,
    id,
    contentId: text(raw.contentId, raw.content, raw.text),
    order: typeof box.order === 'number' ? box.order : index,
    responsiveColSpan: repairOptionalObject(responsiveSpansSchema.shape, raw.responsiveColSpan, SPAN_NUMBERS),
    responsiveRowSpan: repairOptionalObject(responsiveSpansSchema.shape, raw.responsiveRowSpan, SPAN_NUMBERS),
    responsiveOrder: repairOptionalObject(responsiveOrderSchema.shape, raw.responsiveOrder, ORDER_NUMBERS),
    textStyle: keepValidFields(textStyleSchema.shape, raw.textStyle),
    style: keepValidFields(boxStyleSchema.shape, raw.style, STYLE_NUMBERS),
    nestedBoxes: nested
      .slice(0, LIMITS.maxNestedBoxes)
      .map((child, childIndex) => migrateNestedBox(child, id, childIndex, ids)),
  };
}

function migrateInfiniteScrollConfig(raw: Record<string, unknown>) {
  const config = keepValidFields(infiniteScrollConfigSchema.shape, raw, CONFIG_NUMBERS, [
    'urlList',
    'globalBoxSettings',
    'cachedPlacements',
    'cachedItems',
  ]);
  return {
    ...config,
    urlList: keepValidItems(urlSchema, raw.urlList, LIMITS.maxUrlList),
    globalBoxSettings: repairOptionalObject(
      infiniteScrollBoxSettingsSchema.shape,
      raw.globalBoxSettings,
      STYLE_NUMBERS,
    ),
    cachedPlacements: Array.isArray(raw.cachedPlacements)
      ? keepValidItems(placementSchema, raw.cachedPlacements, LIMITS.maxCacheEntries)
      : undefined,
    cachedItems: Array.isArray(raw.cachedItems)
      ? keepValidItems(infiniteScrollItemSchema, raw.cachedItems, LIMITS.maxCacheEntries)
      : undefined,
  };
}

function migrateGridSettings(raw: Record<string, unknown>) {
  const source: Record<string, unknown> = { ...raw };
  if (source.columnsCount === undefined && source.columns !== undefined) source.columnsCount = source.columns;
  if (typeof source.containerBorderRadius === 'number' && Number.isFinite(source.containerBorderRadius)) {
    source.containerBorderRadius = `${source.containerBorderRadius}px`;
  }
  const settings = keepValidFields(gridSettingsObjectSchema.shape, source, SETTINGS_NUMBERS, [
    'responsiveColumnsCount',
    'infiniteScrollConfig',
  ]);
  const columnsCount = typeof settings.columnsCount === 'number' ? settings.columnsCount : undefined;
  const derived = columnsCount === undefined ? undefined : deriveResponsiveColumns(columnsCount);
  const responsive = keepValidFields(
    responsiveColumnsSchema.shape,
    source.responsiveColumnsCount,
    COLUMN_NUMBERS,
  );
  return {
    ...settings,
    responsiveColumnsCount: { ...derived, ...responsive },
    infiniteScrollConfig: isRecord(source.infiniteScrollConfig)
      ? migrateInfiniteScrollConfig(source.infiniteScrollConfig)
      : undefined,
  };
}

/**
 * Upgrades an imported or stored file to a complete, valid document. Throws
 * Error('Invalid JSON format. The file must contain boxes and gridSettings.') when `input` is not an object
 * with a boxes list and a gridSettings object.
 */
export function migrateGridData(input: unknown): GridData {
  if (!isRecord(input) || !Array.isArray(input.boxes) || !isRecord(input.gridSettings)) {
    throw new Error(INVALID_JSON_FORMAT_MESSAGE);
  }
  const ids = new Set<string>();
  const boxes = input.boxes
    .filter(isRecord)
    .slice(0, LIMITS.maxBoxes)
    .map((box, index) => migrateBox(box, index, ids));
  const selected = keepValidItems(idSchema, input.selectedBoxIds, LIMITS.maxSelectedIds);
  const lastSelected = input.lastSelectedBoxId;
  const candidate = {
    boxes,
    gridSettings: migrateGridSettings(input.gridSettings),
    selectedBoxIds: [...new Set(selected)].filter((id) => ids.has(id)),
    lastSelectedBoxId: typeof lastSelected === 'string' && ids.has(lastSelected) ? lastSelected : null,
  };
  const result = gridDataSchema.safeParse(candidate);
  // Unreachable by construction (every field above was repaired against the schema); kept as a guard.
  if (!result.success) throw new Error(INVALID_JSON_FORMAT_MESSAGE);
  return result.data;
}

/**
 * A stored or received document (local storage, a draft, a design from the API) as a valid one: as it is when it
 * already is, else repaired by the migration, else null (never throws).
 */
export function toValidGridData(input: unknown): GridData | null {
  const parsed = parseGridData(input);
  if (parsed.ok) return parsed.value;
  try {
    return migrateGridData(input);
  } catch {
    return null;
  }
}
