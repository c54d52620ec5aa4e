// The zod schema of gridData as the editor saves it and the API receives it (editor-core.md §3,
// accounts-and-sites.md §3). Shared by JSON import (through migrate.ts) and every API save.
//
// Unknown fields are STRIPPED (zod's default for z.object): the stored document is exactly what the types
// describe, a client cannot park arbitrary data in it, and its size stays bounded by the limits below.
// Fields with a spec default may be missing and are filled on parse, so old or partial files stay valid and a
// parsed document is always complete. Types and bounds are strict: a wrong type is an error, never coerced.

import { z } from 'zod';
import { BOUNDS, LIMITS } from './bounds';
import {
  createDefaultGridSettings,
  createDefaultInfiniteScrollConfig,
  deriveResponsiveColumns,
} from './defaults';
import {
  boundedNumber,
  boxStyleSchema,
  colorSchema,
  infiniteScrollBoxSettingsSchema,
  nestedBoxStyleSchema,
  nestedTextStyleSchema,
  shortStringSchema,
  textStyleSchema,
  urlSchema,
} from './styleSchema';
import type { GridData } from './types';

export const idSchema = z.string().min(1).max(LIMITS.idLength);
const spanSchema = boundedNumber(BOUNDS.span);
const orderSchema = boundedNumber(BOUNDS.order);
const columnsSchema = boundedNumber(BOUNDS.columns);
const contentSchema = z.string().max(LIMITS.contentLength);
const gridLineSchema = z.union([z.number().int().min(-10_000).max(10_000), shortStringSchema]);

export const nestedBoxSchema = z.object({
  id: idSchema,
  parentId: idSchema,
  contentId: contentSchema.default(''),
  textStyle: nestedTextStyleSchema.prefault({}),
  style: nestedBoxStyleSchema.prefault({}),
});

export const responsiveSpansSchema = z.object({
  sm: spanSchema.optional(),
  md: spanSchema.optional(),
  lg: spanSchema.optional(),
});

export const responsiveOrderSchema = z.object({
  base: orderSchema.optional(),
  sm: orderSchema.optional(),
  md: orderSchema.optional(),
  lg: orderSchema.optional(),
});

export const boxSchema = z.object({
  id: idSchema,
  contentId: contentSchema.default(''),
  autoHeight: z.boolean().optional(),
  order: orderSchema,
  colSpan: spanSchema.default(1),
  rowSpan: spanSchema.default(1),
  responsiveColSpan: responsiveSpansSchema.optional(),
  responsiveRowSpan: responsiveSpansSchema.optional(),
  responsiveOrder: responsiveOrderSchema.optional(),
  hideOnMobile: z.boolean().optional(),
  hideOnTablet: z.boolean().optional(),
  hideOnDesktop: z.boolean().optional(),
  forceFullWidthMobile: z.boolean().optional(),
  mobileOrder: z.enum(['default', 'top', 'bottom']).default('default'),
  nestedBoxes: z
    .array(nestedBoxSchema)
    .max(LIMITS.maxNestedBoxes)
    .default(() => []),
  nestedBoxPosition: z.enum(['top', 'bottom', 'full']).default('top'),
  gridRow: gridLineSchema.optional(),
  gridColumn: gridLineSchema.optional(),
  textStyle: textStyleSchema.prefault({}),
  style: boxStyleSchema.prefault({}),
});

export const placementSchema = z.object({
  row: z.number().int().min(0).max(100_000),
  col: z.number().int().min(0).max(100),
  rowSpan: z.number().int().min(1).max(1000),
  colSpan: spanSchema,
  originalImageIndex: z.number().int().min(-1).max(1_000_000),
});

export const infiniteScrollItemSchema = z.object({
  id: idSchema,
  imageUrl: urlSchema,
  aspectRatio: z.number().positive().max(10_000),
  loadingState: shortStringSchema,
  order: z.number().int().min(0).max(1_000_000),
});

const configDefaults = createDefaultInfiniteScrollConfig();

export const infiniteScrollConfigSchema = z.object({
  urlList: z
    .array(urlSchema)
    .max(LIMITS.maxUrlList)
    .default(() => []),
  autoSizing: z.boolean().default(configDefaults.autoSizing),
  loadBatchSize: boundedNumber(BOUNDS.batchSize).default(configDefaults.loadBatchSize),
  scrollThreshold: boundedNumber(BOUNDS.scrollThreshold).default(configDefaults.scrollThreshold),
  chunkSize: boundedNumber(BOUNDS.chunkSize).default(configDefaults.chunkSize),
  packingAlgorithm: z.enum(['infiniteScrollGridPacking', 'masonry']).default(configDefaults.packingAlgorithm),
  globalBoxSettings: infiniteScrollBoxSettingsSchema.optional(),
  cachedPlacements: z.array(placementSchema).max(LIMITS.maxCacheEntries).optional(),
  cachedItems: z.array(infiniteScrollItemSchema).max(LIMITS.maxCacheEntries).optional(),
});

export const responsiveColumnsSchema = z.object({
  mobile: columnsSchema.optional(),
  tablet: columnsSchema.optional(),
  desktop: columnsSchema.optional(),
});

export const SHADOW_PRESETS = ['none', 'subtle', 'medium', 'pronounced', 'strong'] as const;
const settingsDefaults = createDefaultGridSettings();

/** gridSettings before responsive columns are completed (migrate.ts repairs field by field against it). */
export const gridSettingsObjectSchema = z.object({
  shape: shortStringSchema.default(settingsDefaults.shape),
  showGrid: z.boolean().default(settingsDefaults.showGrid),
  boxSpacing: boundedNumber(BOUNDS.boxSpacing).default(settingsDefaults.boxSpacing),
  columnsCount: columnsSchema.default(settingsDefaults.columnsCount),
  responsiveColumnsCount: responsiveColumnsSchema.optional(),
  useSquircles: z.boolean().default(settingsDefaults.useSquircles),
  squircleStrength: boundedNumber(BOUNDS.squircleStrength).default(settingsDefaults.squircleStrength),
  // Up to 64, not 50: the preview radius animation runs 0–64 and a save may happen mid-preview.
  globalBoxRadius: boundedNumber(BOUNDS.previewRadius).default(settingsDefaults.globalBoxRadius),
  containerBorderRadius: shortStringSchema.default(settingsDefaults.containerBorderRadius),
  containerWidth: shortStringSchema.default(settingsDefaults.containerWidth),
  containerPadding: boundedNumber(BOUNDS.maxScreenWidth).default(settingsDefaults.containerPadding),
  innerContainerPadding: boundedNumber(BOUNDS.boxPadding).default(settingsDefaults.innerContainerPadding),
  globalBoxShadow: z.enum(SHADOW_PRESETS).default(settingsDefaults.globalBoxShadow),
  containerBoxShadow: z.enum(SHADOW_PRESETS).default(settingsDefaults.containerBoxShadow),
  containerBgColor: colorSchema.default(settingsDefaults.containerBgColor),
  containerBgImageUrl: z.string().max(LIMITS.containerImageUrlLength).optional(),
  syncMainBackground: z.boolean().default(settingsDefaults.syncMainBackground),
  isInfiniteScrollMode: z.boolean().optional(),
  infiniteScrollConfig: infiniteScrollConfigSchema.optional(),
});

/** Missing responsive columns are derived from columnsCount. */
export const gridSettingsSchema = gridSettingsObjectSchema.transform(
  ({ responsiveColumnsCount, ...rest }) => {
    const derived = deriveResponsiveColumns(rest.columnsCount);
    return {
      ...rest,
      responsiveColumnsCount: {
        mobile: responsiveColumnsCount?.mobile ?? derived.mobile,
        tablet: responsiveColumnsCount?.tablet ?? derived.tablet,
        desktop: responsiveColumnsCount?.desktop ?? derived.desktop,
      },
    };
  },
);

export const gridDataSchema = z
  .object({
    boxes: z.array(boxSchema).max(LIMITS.maxBoxes),
    gridSettings: gridSettingsSchema,
    selectedBoxIds: z
      .array(idSchema)
      .max(LIMITS.maxSelectedIds)
      .default(() => []),
    lastSelectedBoxId: idSchema.nullable().default(null),
  })
  .superRefine((data, ctx) => {
    // Ids must be unique across boxes and nested boxes: selection and drag address elements by id.
    const seen = new Set<string>();
    const check = (id: string, path: (string | number)[]) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `Duplicate id "${id}"`, path });
      seen.add(id);
    };
    data.boxes.forEach((box, i) => {
      check(box.id, ['boxes', i, 'id']);
      box.nestedBoxes.forEach((nested, j) => check(nested.id, ['boxes', i, 'nestedBoxes', j, 'id']));
    });
  }) satisfies z.ZodType<GridData>;

/** What a caller may send: defaulted fields may be missing. */
export type GridDataInput = z.input<typeof gridDataSchema>;

export type ParseGridDataResult = { ok: true; value: GridData } | { ok: false; message: string };

const MAX_REPORTED_ISSUES = 3;

function formatIssue(issue: z.ZodError['issues'][number]): string {
  const path = issue.path.map(String).join('.');
  return `${path || '(root)'}: ${issue.message}`;
}

/**
 * Validates a gridData payload. Never throws. The message names the path and the problem, e.g.
 * 'boxes.3.colSpan: Too big: expected number to be <=12' (up to three problems, joined with '; ').
 */
export function parseGridData(input: unknown): ParseGridDataResult {
  let result: ReturnType<typeof gridDataSchema.safeParse>;
  try {
    result = gridDataSchema.safeParse(input);
  } catch (error) {
    return { ok: false, message: `(root): ${error instanceof Error ? error.message : 'Invalid input'}` };
  }
  if (result.success) return { ok: true, value: result.data };
  const { issues } = result.error;
  const shown = issues.slice(0, MAX_REPORTED_ISSUES).map(formatIssue);
  const more = issues.length - shown.length;
  return { ok: false, message: more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ') };
}
