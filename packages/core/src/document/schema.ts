// The zod schema of gridData as the editor saves it and the API receives it (editor-core.md §3,
// accounts-and-sites.md §3). Shared by JSON import (through migrate.ts) and every API save.
//
// Unknown fields are STRIPPED (zod's default for z.object): the stored document is exactly what the types
// describe, a client cannot park arbitrary data in it, and its size stays bounded by the limits below.
// Fields with a spec default may be missing and are filled on parse, so old or partial files stay valid and a
// parsed document is always complete. Types and bounds are strict: a wrong type is an error, never coerced.

import { z } from 'zod/mini';
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

// zod/mini, not classic zod: the same checks and messages in a fraction of the bytes, and schemas that are cheap to
// build (the editor validates stored work on its first screen). Messages come from zod's English locale.
z.config(z.locales.en());

export const idSchema = z.string().check(z.minLength(1), z.maxLength(LIMITS.idLength));
const spanSchema = boundedNumber(BOUNDS.span);
const orderSchema = boundedNumber(BOUNDS.order);
const columnsSchema = boundedNumber(BOUNDS.columns);
const contentSchema = z.string().check(z.maxLength(LIMITS.contentLength));
const gridLineSchema = z.union([z.int().check(z.gte(-10_000), z.lte(10_000)), shortStringSchema]);
const intIn = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));
const emptyList = () => [];

export const nestedBoxSchema = z.object({
  id: idSchema,
  parentId: idSchema,
  contentId: z._default(contentSchema, ''),
  textStyle: z.prefault(nestedTextStyleSchema, {}),
  style: z.prefault(nestedBoxStyleSchema, {}),
});

export const responsiveSpansSchema = z.object({
  sm: z.optional(spanSchema),
  md: z.optional(spanSchema),
  lg: z.optional(spanSchema),
});

export const responsiveOrderSchema = z.object({
  base: z.optional(orderSchema),
  sm: z.optional(orderSchema),
  md: z.optional(orderSchema),
  lg: z.optional(orderSchema),
});

export const boxSchema = z.object({
  id: idSchema,
  contentId: z._default(contentSchema, ''),
  autoHeight: z.optional(z.boolean()),
  order: orderSchema,
  colSpan: z._default(spanSchema, 1),
  rowSpan: z._default(spanSchema, 1),
  responsiveColSpan: z.optional(responsiveSpansSchema),
  responsiveRowSpan: z.optional(responsiveSpansSchema),
  responsiveOrder: z.optional(responsiveOrderSchema),
  hideOnMobile: z.optional(z.boolean()),
  hideOnTablet: z.optional(z.boolean()),
  hideOnDesktop: z.optional(z.boolean()),
  forceFullWidthMobile: z.optional(z.boolean()),
  mobileOrder: z._default(z.enum(['default', 'top', 'bottom']), 'default'),
  nestedBoxes: z._default(z.array(nestedBoxSchema).check(z.maxLength(LIMITS.maxNestedBoxes)), emptyList),
  nestedBoxPosition: z._default(z.enum(['top', 'bottom', 'full']), 'top'),
  gridRow: z.optional(gridLineSchema),
  gridColumn: z.optional(gridLineSchema),
  textStyle: z.prefault(textStyleSchema, {}),
  style: z.prefault(boxStyleSchema, {}),
});

export const placementSchema = z.object({
  row: intIn(0, 100_000),
  col: intIn(0, 100),
  rowSpan: intIn(1, 1000),
  colSpan: spanSchema,
  originalImageIndex: intIn(-1, 1_000_000),
});

export const infiniteScrollItemSchema = z.object({
  id: idSchema,
  imageUrl: urlSchema,
  aspectRatio: z.number().check(z.positive(), z.lte(10_000)),
  loadingState: shortStringSchema,
  order: intIn(0, 1_000_000),
});

const configDefaults = createDefaultInfiniteScrollConfig();

export const infiniteScrollConfigSchema = z.object({
  urlList: z._default(z.array(urlSchema).check(z.maxLength(LIMITS.maxUrlList)), emptyList),
  autoSizing: z._default(z.boolean(), configDefaults.autoSizing),
  loadBatchSize: z._default(boundedNumber(BOUNDS.batchSize), configDefaults.loadBatchSize),
  scrollThreshold: z._default(boundedNumber(BOUNDS.scrollThreshold), configDefaults.scrollThreshold),
  chunkSize: z._default(boundedNumber(BOUNDS.chunkSize), configDefaults.chunkSize),
  packingAlgorithm: z._default(
    z.enum(['infiniteScrollGridPacking', 'masonry']),
    configDefaults.packingAlgorithm,
  ),
  globalBoxSettings: z.optional(infiniteScrollBoxSettingsSchema),
  cachedPlacements: z.optional(z.array(placementSchema).check(z.maxLength(LIMITS.maxCacheEntries))),
  cachedItems: z.optional(z.array(infiniteScrollItemSchema).check(z.maxLength(LIMITS.maxCacheEntries))),
});

export const responsiveColumnsSchema = z.object({
  mobile: z.optional(columnsSchema),
  tablet: z.optional(columnsSchema),
  desktop: z.optional(columnsSchema),
});

export const SHADOW_PRESETS = ['none', 'subtle', 'medium', 'pronounced', 'strong'] as const;
const settingsDefaults = createDefaultGridSettings();

/** gridSettings before responsive columns are completed (migrate.ts repairs field by field against it). */
export const gridSettingsObjectSchema = z.object({
  shape: z._default(shortStringSchema, settingsDefaults.shape),
  showGrid: z._default(z.boolean(), settingsDefaults.showGrid),
  boxSpacing: z._default(boundedNumber(BOUNDS.boxSpacing), settingsDefaults.boxSpacing),
  columnsCount: z._default(columnsSchema, settingsDefaults.columnsCount),
  responsiveColumnsCount: z.optional(responsiveColumnsSchema),
  useSquircles: z._default(z.boolean(), settingsDefaults.useSquircles),
  squircleStrength: z._default(boundedNumber(BOUNDS.squircleStrength), settingsDefaults.squircleStrength),
  // Up to 64, not 50: the preview radius animation runs 0–64 and a save may happen mid-preview.
  globalBoxRadius: z._default(boundedNumber(BOUNDS.previewRadius), settingsDefaults.globalBoxRadius),
  containerBorderRadius: z._default(shortStringSchema, settingsDefaults.containerBorderRadius),
  containerWidth: z._default(shortStringSchema, settingsDefaults.containerWidth),
  containerPadding: z._default(boundedNumber(BOUNDS.maxScreenWidth), settingsDefaults.containerPadding),
  innerContainerPadding: z._default(boundedNumber(BOUNDS.boxPadding), settingsDefaults.innerContainerPadding),
  globalBoxShadow: z._default(z.enum(SHADOW_PRESETS), settingsDefaults.globalBoxShadow),
  containerBoxShadow: z._default(z.enum(SHADOW_PRESETS), settingsDefaults.containerBoxShadow),
  containerBgColor: z._default(colorSchema, settingsDefaults.containerBgColor),
  containerBgImageUrl: z.optional(z.string().check(z.maxLength(LIMITS.containerImageUrlLength))),
  syncMainBackground: z._default(z.boolean(), settingsDefaults.syncMainBackground),
  isInfiniteScrollMode: z.optional(z.boolean()),
  infiniteScrollConfig: z.optional(infiniteScrollConfigSchema),
});

/** Missing responsive columns are derived from columnsCount. */
export const gridSettingsSchema = z.pipe(
  gridSettingsObjectSchema,
  z.transform(({ responsiveColumnsCount, ...rest }: z.output<typeof gridSettingsObjectSchema>) => {
    const derived = deriveResponsiveColumns(rest.columnsCount);
    return {
      ...rest,
      responsiveColumnsCount: {
        mobile: responsiveColumnsCount?.mobile ?? derived.mobile,
        tablet: responsiveColumnsCount?.tablet ?? derived.tablet,
        desktop: responsiveColumnsCount?.desktop ?? derived.desktop,
      },
    };
  }),
);

export const gridDataSchema = z
  .object({
    boxes: z.array(boxSchema).check(z.maxLength(LIMITS.maxBoxes)),
    gridSettings: gridSettingsSchema,
    selectedBoxIds: z._default(z.array(idSchema).check(z.maxLength(LIMITS.maxSelectedIds)), emptyList),
    lastSelectedBoxId: z._default(z.nullable(idSchema), null),
  })
  .check(
    z.superRefine((data, ctx) => {
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
    }),
  ) satisfies z.ZodMiniType<GridData>;

/** What a caller may send: defaulted fields may be missing. */
export type GridDataInput = z.input<typeof gridDataSchema>;

export type ParseGridDataResult = { ok: true; value: GridData } | { ok: false; message: string };

const MAX_REPORTED_ISSUES = 3;

function formatIssue(issue: z.core.$ZodIssue): string {
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
