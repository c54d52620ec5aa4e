// Pure style computation of the grid region: everything global to a document is emitted ONCE, as CSS custom
// properties on the region, and read by the CSS module. Boxes then re-render only when the box itself changes.

import {
  BREAKPOINTS,
  NESTED_GRID_COLUMNS,
  NESTED_GRID_GAP,
  NESTED_GRID_INSET,
  VIEWPORT_PADDING_SCALE,
  clampSquircleStrength,
  columnsForBreakpoint,
  containerPresetWidth,
  nestedBoxRadius,
  safeMediaUrl,
  spacingForBreakpoint,
  type Breakpoint,
  type GridSettings,
  type ShadowPreset,
} from '@bento/core';
import type { CSSProperties } from 'react';
import { cssColor, cssLength, cssUrl } from './safeCss';

/** CSS properties plus custom properties (`--bento-*`). */
export type StyleWithVars = CSSProperties & Record<`--${string}`, string | number | undefined>;

export type ColumnsByBreakpoint = Readonly<Record<Breakpoint, number>>;

/** The Box Shadow / Container Shadow presets of the Container Style panel. */
export const SHADOW_PRESETS: Readonly<Record<ShadowPreset, string>> = {
  none: 'none',
  subtle: '0 1px 2px rgba(0, 0, 0, 0.06), 0 1px 3px rgba(0, 0, 0, 0.1)',
  medium: '0 2px 4px rgba(0, 0, 0, 0.06), 0 4px 12px rgba(0, 0, 0, 0.12)',
  pronounced: '0 4px 8px rgba(0, 0, 0, 0.08), 0 12px 28px rgba(0, 0, 0, 0.18)',
  strong: '0 8px 16px rgba(0, 0, 0, 0.12), 0 24px 48px rgba(0, 0, 0, 0.28)',
};

/** The preset a stored value names; labels ('Subtle') and unknown values are tolerated ('none'). */
export function shadowPresetOf(preset: unknown): ShadowPreset {
  const key = typeof preset === 'string' ? preset.trim().toLowerCase() : 'none';
  return Object.hasOwn(SHADOW_PRESETS, key) ? (key as ShadowPreset) : 'none';
}

/** The CSS shadow of a preset (see shadowPresetOf). */
export function shadowFor(preset: unknown): string {
  return SHADOW_PRESETS[shadowPresetOf(preset)];
}

/**
 * The superellipse parameter of squircle corners. CSS `superellipse(k)` gives round corners at k = 1 and the
 * classic squircle at k = 2; higher is squarer. Strength 1 (the default preset) is the squircle and each step of
 * the corner slider above it (up to 9, or 10 from a file) smooths a little further, staying below 3.2.
 */
export function squircleK(squircleStrength: unknown): number {
  const strength = clampSquircleStrength(squircleStrength);
  return Math.round((2 + (strength - 1) * 0.125) * 1000) / 1000;
}

/** `corner-shape` of boxes: a real superellipse where supported; other browsers keep the border-radius. */
export function squircleCornerShape(squircleStrength: unknown): string {
  return `superellipse(${squircleK(squircleStrength)})`;
}

export function columnsByBreakpoint(settings: GridSettings): ColumnsByBreakpoint {
  return {
    mobile: columnsForBreakpoint(settings, 'mobile'),
    tablet: columnsForBreakpoint(settings, 'tablet'),
    desktop: columnsForBreakpoint(settings, 'desktop'),
  };
}

/** Padding inside a box around its text, before the per-breakpoint scale (mobile 0.75, tablet 0.9). */
export const BASE_TEXT_PADDING = 16;
/** Default container padding when the setting is unusable. */
const FALLBACK_CONTAINER_PADDING = 32;

function finite(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Max width: containerPadding (the 'max screen width') in px, else the containerWidth class's preset. */
export function containerMaxWidth(settings: GridSettings): string {
  const px = settings.containerPadding;
  if (typeof px === 'number' && Number.isFinite(px) && px > 0) return `${px}px`;
  return containerPresetWidth(settings.containerWidth);
}

/** Style of the grid region: container look plus the per-breakpoint custom properties. */
export function gridRegionStyle(settings: GridSettings): StyleWithVars {
  const columns = columnsByBreakpoint(settings);
  const spacing = Math.max(0, finite(settings.boxSpacing, 17));
  const padding = Math.max(0, finite(settings.innerContainerPadding, FALLBACK_CONTAINER_PADDING));
  const radius = Math.max(0, finite(settings.globalBoxRadius, 0));
  const style: StyleWithVars = {
    backgroundColor: cssColor(settings.containerBgColor) ?? 'transparent',
    borderRadius: cssLength(settings.containerBorderRadius) ?? '8px',
    boxShadow: shadowFor(settings.containerBoxShadow),
    '--bento-max-width': containerMaxWidth(settings),
    '--bento-radius': `${radius}px`,
    '--bento-nested-radius': `${round(nestedBoxRadius(radius))}px`,
    '--bento-box-shadow': shadowFor(settings.globalBoxShadow),
    '--bento-nested-columns': NESTED_GRID_COLUMNS,
    '--bento-nested-gap': `${NESTED_GRID_GAP}px`,
    '--bento-nested-inset': `${NESTED_GRID_INSET}px`,
  };
  if (settings.useSquircles) style['--bento-corner-shape'] = squircleCornerShape(settings.squircleStrength);
  const image = safeMediaUrl(settings.containerBgImageUrl);
  if (image) style.backgroundImage = cssUrl(image);
  for (const breakpoint of BREAKPOINTS) {
    const scale = VIEWPORT_PADDING_SCALE[breakpoint];
    style[`--bento-columns-${breakpoint}`] = columns[breakpoint];
    style[`--bento-gap-${breakpoint}`] = `${round(spacingForBreakpoint(spacing, breakpoint))}px`;
    style[`--bento-padding-${breakpoint}`] = `${round(padding * scale)}px`;
    style[`--bento-text-padding-${breakpoint}`] = `${round(BASE_TEXT_PADDING * scale)}px`;
  }
  return style;
}

/**
 * Apply to Page (syncMainBackground, on unless explicitly off): the page around the container takes the
 * container colour, in the editor's area and on the published page alike. Null when off or when the colour is
 * not a usable CSS colour: the page then keeps its own background.
 */
export function pageBackgroundColor(
  settings: Pick<GridSettings, 'containerBgColor' | 'syncMainBackground'>,
): string | null {
  if (settings.syncMainBackground === false) return null;
  return cssColor(settings.containerBgColor) ?? null;
}

/** [r, g, b] (0–255) of an opaque-enough hex or rgb()/rgba() colour; null otherwise (keywords, hsl…, see-through). */
function rgbOf(color: string): number[] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  const rgba = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?/i.exec(color);
  let channels: number[];
  if (hex) {
    const pairs = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    channels = pairs.map((pair) => Number.parseInt(pair, 16));
    channels[3] = (channels[3] ?? 255) / 255;
  } else if (rgba) {
    const alpha = rgba[4] ?? '1';
    channels = [rgba[1], rgba[2], rgba[3]].map(Number);
    channels[3] = alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number(alpha);
  } else return null;
  // A mostly see-through colour shows what is behind it: its own lightness says little.
  return channels[3]! >= 0.5 ? channels.slice(0, 3) : null;
}

/** WCAG relative luminance (0 black – 1 white). */
function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = Math.min(255, channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The tone of a page colour: 'dark' (text on it must be light, e.g. on the dark default #0A0A0A) or 'light' (the
 * usual dark text); null when the colour cannot be read (the page keeps its usual text).
 */
export function pageTone(color: string | null): 'light' | 'dark' | null {
  const rgb = color ? rgbOf(color) : null;
  if (!rgb) return null;
  // 0.21: where white text and the page's #212121 text have the same contrast.
  return luminance(rgb) < 0.21 ? 'dark' : 'light';
}
