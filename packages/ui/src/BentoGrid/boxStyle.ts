// Pure style computation of a box (and a nested box): surface, background media, text, nested placement.
// Global values (radius, corner shape, shadow) come from the region's custom properties, see gridStyle.ts.

import {
  clampBgImagePadding,
  clampBlurStrength,
  clampBorderWidth,
  clampImageScale,
  clampOpacity,
  isVideoUrl,
  parseNestedSize,
  safeMediaUrl,
  type BgImageAlignment,
  type BoxStyle,
  type NestedBoxStyle,
  type TextStyle,
} from '@bento/core';
import type { CSSProperties } from 'react';
import { boxColor, cssColor, cssLength, fontStack, safeCssValue } from './safeCss';

/** Glassmorphism: blur 8 px with a 10% white fill (editor-core.md §3). */
export const GLASS_BLUR_PX = 8;
export const GLASS_FILL = 'rgba(255, 255, 255, 0.1)';

/** Box colour, border, opacity and glass. The background media is a separate layer (mediaLayerStyle). */
export function surfaceStyle(style: BoxStyle, fallbackBgColor: string): CSSProperties {
  const css: CSSProperties = { backgroundColor: boxColor(style.bgColor, fallbackBgColor) };
  const borderWidth = clampBorderWidth(style.borderWidth);
  const borderColor = cssColor(style.borderColor);
  if (borderWidth > 0 && borderColor) css.border = `${borderWidth}px solid ${borderColor}`;
  const opacity = clampOpacity(style.opacity);
  if (opacity !== 1) css.opacity = opacity;
  if (style.isGlassmorphism) {
    const blurStrength = clampBlurStrength(style.blurStrength);
    const blur = `blur(${blurStrength > 0 ? blurStrength : GLASS_BLUR_PX}px)`;
    css.backgroundColor = GLASS_FILL;
    css.backdropFilter = blur;
    css.WebkitBackdropFilter = blur;
  }
  return css;
}

export interface BackgroundMedia {
  kind: 'image' | 'video';
  url: string;
}

/**
 * The box's background media: bgVideoUrl, or bgImageUrl (a bgImageUrl ending in a video extension plays as a
 * video, editor-core.md §5 'Background URL'). URLs core's safeMediaUrl refuses show nothing.
 */
export function backgroundMedia(style: BoxStyle): BackgroundMedia | null {
  const video = safeMediaUrl(style.bgVideoUrl);
  if (video) return { kind: 'video', url: video };
  const image = safeMediaUrl(style.bgImageUrl);
  if (!image) return null;
  return { kind: isVideoUrl(image) ? 'video' : 'image', url: image };
}

const POSITIONS: Readonly<Record<BgImageAlignment, string>> = {
  center: 'center',
  top: 'center top',
  bottom: 'center bottom',
  left: 'left center',
  right: 'right center',
  'top-left': 'left top',
  'top-right': 'right top',
  'bottom-left': 'left bottom',
  'bottom-right': 'right bottom',
};

export function mediaPosition(alignment: BgImageAlignment | undefined): string {
  return (alignment && POSITIONS[alignment]) ?? 'center';
}

/**
 * The image or video layer: a layer inset by bgImagePadding (percent of the box) holding an <img> or <video>
 * that covers it at imageScale 1, zoomed by imageScale, aligned by bgImageAlignment and inverted by
 * isImageInverted. Without glass, blurStrength blurs the media (with glass it sets the glass blur instead).
 */
export function mediaLayerStyle(style: BoxStyle): { layer: CSSProperties; media: CSSProperties } {
  const padding = clampBgImagePadding(style.bgImagePadding);
  const scale = clampImageScale(style.imageScale);
  const position = mediaPosition(style.bgImageAlignment);
  const layer: CSSProperties = {};
  const media: CSSProperties = {};
  if (padding > 0) layer.inset = `${padding}%`;
  if (scale !== 1) media.transform = `scale(${scale})`;
  if (position !== 'center') media.objectPosition = position;
  const filters: string[] = [];
  if (style.isImageInverted) filters.push('invert(1)');
  const blur = clampBlurStrength(style.blurStrength);
  if (!style.isGlassmorphism && blur > 0) filters.push(`blur(${blur}px)`);
  if (filters.length > 0) media.filter = filters.join(' ');
  return { layer, media };
}

const TEXT_ALIGNS = new Set(['left', 'center', 'right', 'justify']);
const FONT_STYLES = /^(normal|italic|oblique)$/i;
const FONT_WEIGHTS = /^(normal|bold|bolder|lighter|[1-9]00)$/i;
const TEXT_DECORATIONS = /^(none|underline|overline|line-through)(\s+(underline|overline|line-through))*$/i;

function keyword(value: unknown, pattern: RegExp): string | undefined {
  const safe = safeCssValue(typeof value === 'number' ? String(value) : value);
  return safe !== undefined && pattern.test(safe) ? safe : undefined;
}

function lineHeight(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value === 'normal' ? 'normal' : cssLength(value);
}

/** The textStyle of a box as CSS; unusable values are left out (the CSS module's defaults apply). */
export function textStyleCss(textStyle: TextStyle | undefined): CSSProperties {
  if (!textStyle) return {};
  const css: CSSProperties = {
    color: cssColor(textStyle.color),
    fontSize: cssLength(textStyle.fontSize),
    fontWeight: keyword(textStyle.fontWeight, FONT_WEIGHTS),
    fontStyle: keyword(textStyle.fontStyle, FONT_STYLES),
    textDecoration: keyword(textStyle.textDecoration, TEXT_DECORATIONS),
    textAlign: TEXT_ALIGNS.has(textStyle.textAlign) ? textStyle.textAlign : undefined,
    lineHeight: lineHeight(textStyle.lineHeight),
    fontFamily: fontStack(textStyle.fontFamily),
  };
  for (const key of Object.keys(css) as (keyof CSSProperties)[]) if (css[key] === undefined) delete css[key];
  return css;
}

function nestedSize(value: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = parseNestedSize(value);
  return parsed.unit === 'auto' ? undefined : `${parsed.value}${parsed.unit}`;
}

const SELF = new Set(['start', 'center', 'end']);

/** Where a nested box sits in its cell: justifySelf / alignSelf and its width / height ('auto' leaves it). */
export function nestedPlacementStyle(style: NestedBoxStyle): CSSProperties {
  const css: CSSProperties = {
    justifySelf: SELF.has(style.justifySelf) ? style.justifySelf : 'start',
    alignSelf: SELF.has(style.alignSelf) ? style.alignSelf : 'center',
  };
  const width = nestedSize(style.width);
  const height = nestedSize(style.height);
  if (width) css.width = width;
  if (height) css.height = height;
  return css;
}

export type HorizontalSlot = 'full' | 'left' | 'right';

export function horizontalSlot(style: NestedBoxStyle): HorizontalSlot {
  return style.horizontalPosition === 'left' || style.horizontalPosition === 'right'
    ? style.horizontalPosition
    : 'full';
}
