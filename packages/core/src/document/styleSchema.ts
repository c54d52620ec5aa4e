// zod schemas of the style bags: textStyle, box style, nested box style, infinite-scroll box settings.
// Fields with a spec default are optional on input and filled on parse; the others stay optional.

import { z } from 'zod';
import { BOUNDS, LIMITS, type NumericBound } from './bounds';
import {
  createDefaultBoxStyle,
  createDefaultNestedBoxStyle,
  createDefaultNestedTextStyle,
  createDefaultTextStyle,
} from './defaults';
import type { BgImageAlignment, NestedSize, TextStyle } from './types';
import { isNestedSize } from './boxSize';

/** A number within a bound (integral when the bound says so). */
export function boundedNumber(bound: NumericBound) {
  const base = z.number().min(bound.min).max(bound.max);
  return bound.integer ? base.int() : base;
}

export const colorSchema = z.string().max(LIMITS.colorLength);
export const shortStringSchema = z.string().max(LIMITS.shortStringLength);
export const urlSchema = z.string().max(LIMITS.urlLength);
export const boxMediaUrlSchema = z.string().max(LIMITS.boxMediaUrlLength);

export const BG_IMAGE_ALIGNMENTS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
] as const satisfies readonly BgImageAlignment[];

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

function textStyleSchemaWith(defaults: TextStyle) {
  return z.object({
    color: colorSchema.default(defaults.color),
    fontSize: z.union([z.number().positive().max(1000), z.string().max(50)]).default(defaults.fontSize),
    fontWeight: z.union([z.number().min(1).max(1000), shortStringSchema]).optional(),
    fontStyle: shortStringSchema.optional(),
    textDecoration: shortStringSchema.optional(),
    textAlign: z.enum(TEXT_ALIGNS).default(defaults.textAlign),
    lineHeight: z.union([z.number().min(0).max(100), shortStringSchema]).default(defaults.lineHeight),
    fontFamily: z.string().max(LIMITS.fontFamilyLength).default(defaults.fontFamily),
  });
}

export const textStyleSchema = textStyleSchemaWith(createDefaultTextStyle());
export const nestedTextStyleSchema = textStyleSchemaWith(createDefaultNestedTextStyle());

function boxStyleShape(bgColor: string) {
  const d = createDefaultBoxStyle();
  return {
    bgColor: colorSchema.default(bgColor),
    borderColor: colorSchema.optional(),
    borderWidth: boundedNumber(BOUNDS.borderWidth).default(d.borderWidth),
    opacity: boundedNumber(BOUNDS.opacity).default(d.opacity),
    bgImageUrl: boxMediaUrlSchema.optional(),
    bgVideoUrl: boxMediaUrlSchema.optional(),
    imageScale: boundedNumber(BOUNDS.imageScale).default(d.imageScale),
    bgImageAlignment: z.enum(BG_IMAGE_ALIGNMENTS).default(d.bgImageAlignment),
    bgImagePadding: boundedNumber(BOUNDS.bgImagePadding).default(d.bgImagePadding),
    isBackgroundOverlay: z.boolean().optional(),
    isImageInverted: z.boolean().optional(),
    isGlassmorphism: z.boolean().optional(),
    blurStrength: boundedNumber(BOUNDS.blurStrength).default(d.blurStrength),
    iframeUrl: urlSchema.optional(),
    iframeTitle: z.string().max(LIMITS.titleLength).optional(),
    linkUrl: urlSchema.optional(),
    linkTarget: z.enum(['_blank', '_self']).default(d.linkTarget),
    linkOnlyInPreviewMode: z.boolean().default(d.linkOnlyInPreviewMode),
    hoverEffectOnly: z.boolean().optional(),
    isPreviewMode: z.boolean().optional(),
  };
}

export const boxStyleSchema = z.object(boxStyleShape(createDefaultBoxStyle().bgColor));

const SELF_ALIGNMENTS = ['start', 'center', 'end'] as const;

export const nestedSizeSchema = z.custom<NestedSize>(isNestedSize, {
  message: "Invalid size: expected 'auto', a percentage such as '50%' or pixels such as '120px'",
});

const nestedDefaults = createDefaultNestedBoxStyle();

export const nestedBoxStyleSchema = z.object({
  ...boxStyleShape(nestedDefaults.bgColor),
  justifySelf: z.enum(SELF_ALIGNMENTS).default(nestedDefaults.justifySelf),
  alignSelf: z.enum(SELF_ALIGNMENTS).default(nestedDefaults.alignSelf),
  width: nestedSizeSchema.default(nestedDefaults.width),
  height: nestedSizeSchema.default(nestedDefaults.height),
  horizontalPosition: z.enum(['full', 'left', 'right']).default(nestedDefaults.horizontalPosition),
});

export const infiniteScrollBoxSettingsSchema = z.object({
  bgColor: colorSchema.optional(),
  borderColor: colorSchema.optional(),
  borderWidth: boundedNumber(BOUNDS.borderWidth).optional(),
  opacity: boundedNumber(BOUNDS.opacity).optional(),
  imageScale: boundedNumber(BOUNDS.imageScale).optional(),
  bgImageAlignment: z.enum(BG_IMAGE_ALIGNMENTS).optional(),
  bgImagePadding: boundedNumber(BOUNDS.bgImagePadding).optional(),
  isBackgroundOverlay: z.boolean().optional(),
  isImageInverted: z.boolean().optional(),
  isGlassmorphism: z.boolean().optional(),
});
