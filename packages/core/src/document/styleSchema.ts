// zod schemas of the style bags: textStyle, box style, nested box style, infinite-scroll box settings.
// Fields with a spec default are optional on input and filled on parse; the others stay optional.

import { z } from 'zod/mini';
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
  return (bound.integer ? z.int() : z.number()).check(z.gte(bound.min), z.lte(bound.max));
}

export const colorSchema = z.string().check(z.maxLength(LIMITS.colorLength));
export const shortStringSchema = z.string().check(z.maxLength(LIMITS.shortStringLength));
export const urlSchema = z.string().check(z.maxLength(LIMITS.urlLength));
export const boxMediaUrlSchema = z.string().check(z.maxLength(LIMITS.boxMediaUrlLength));

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
    color: z._default(colorSchema, defaults.color),
    fontSize: z._default(
      z.union([z.number().check(z.positive(), z.lte(1000)), z.string().check(z.maxLength(50))]),
      defaults.fontSize,
    ),
    fontWeight: z.optional(z.union([z.number().check(z.gte(1), z.lte(1000)), shortStringSchema])),
    fontStyle: z.optional(shortStringSchema),
    textDecoration: z.optional(shortStringSchema),
    textAlign: z._default(z.enum(TEXT_ALIGNS), defaults.textAlign),
    lineHeight: z._default(
      z.union([z.number().check(z.gte(0), z.lte(100)), shortStringSchema]),
      defaults.lineHeight,
    ),
    fontFamily: z._default(z.string().check(z.maxLength(LIMITS.fontFamilyLength)), defaults.fontFamily),
  });
}

export const textStyleSchema = textStyleSchemaWith(createDefaultTextStyle());
export const nestedTextStyleSchema = textStyleSchemaWith(createDefaultNestedTextStyle());

function boxStyleShape(bgColor: string) {
  const d = createDefaultBoxStyle();
  return {
    bgColor: z._default(colorSchema, bgColor),
    borderColor: z.optional(colorSchema),
    borderWidth: z._default(boundedNumber(BOUNDS.borderWidth), d.borderWidth),
    opacity: z._default(boundedNumber(BOUNDS.opacity), d.opacity),
    bgImageUrl: z.optional(boxMediaUrlSchema),
    bgVideoUrl: z.optional(boxMediaUrlSchema),
    imageScale: z._default(boundedNumber(BOUNDS.imageScale), d.imageScale),
    bgImageAlignment: z._default(z.enum(BG_IMAGE_ALIGNMENTS), d.bgImageAlignment),
    bgImagePadding: z._default(boundedNumber(BOUNDS.bgImagePadding), d.bgImagePadding),
    isBackgroundOverlay: z.optional(z.boolean()),
    isImageInverted: z.optional(z.boolean()),
    isGlassmorphism: z.optional(z.boolean()),
    blurStrength: z._default(boundedNumber(BOUNDS.blurStrength), d.blurStrength),
    iframeUrl: z.optional(urlSchema),
    iframeTitle: z.optional(z.string().check(z.maxLength(LIMITS.titleLength))),
    linkUrl: z.optional(urlSchema),
    linkTarget: z._default(z.enum(['_blank', '_self']), d.linkTarget),
    linkOnlyInPreviewMode: z._default(z.boolean(), d.linkOnlyInPreviewMode),
    hoverEffectOnly: z.optional(z.boolean()),
    isPreviewMode: z.optional(z.boolean()),
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
  justifySelf: z._default(z.enum(SELF_ALIGNMENTS), nestedDefaults.justifySelf),
  alignSelf: z._default(z.enum(SELF_ALIGNMENTS), nestedDefaults.alignSelf),
  width: z._default(nestedSizeSchema, nestedDefaults.width),
  height: z._default(nestedSizeSchema, nestedDefaults.height),
  horizontalPosition: z._default(z.enum(['full', 'left', 'right']), nestedDefaults.horizontalPosition),
});

export const infiniteScrollBoxSettingsSchema = z.object({
  bgColor: z.optional(colorSchema),
  borderColor: z.optional(colorSchema),
  borderWidth: z.optional(boundedNumber(BOUNDS.borderWidth)),
  opacity: z.optional(boundedNumber(BOUNDS.opacity)),
  imageScale: z.optional(boundedNumber(BOUNDS.imageScale)),
  bgImageAlignment: z.optional(z.enum(BG_IMAGE_ALIGNMENTS)),
  bgImagePadding: z.optional(boundedNumber(BOUNDS.bgImagePadding)),
  isBackgroundOverlay: z.optional(z.boolean()),
  isImageInverted: z.optional(z.boolean()),
  isGlassmorphism: z.optional(z.boolean()),
});
