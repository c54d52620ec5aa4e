// Fonts and font sizes of the text toolbar (editor-core.md §9). The text editor writes every size as an inline
// font-size on a span (§9 'span-based path'), 12 px as much as 128 px, so the legacy 1–7 size buckets (<font size>)
// have no use here.

export const FONT_SIZES = [12, 14, 16, 18, 24, 32, 48, 64, 96, 128] as const;

export interface FontOption {
  name: string;
  kind: 'system' | 'web';
}

export const SYSTEM_FONTS = [
  'Default',
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Georgia',
  'Verdana',
] as const;
export const WEB_FONTS = [
  'Inter',
  'Open Sans',
  'Roboto',
  'Lato',
  'Montserrat',
  'Poppins',
  'Nunito',
  'Source Sans Pro',
  'Playfair Display',
  'Merriweather',
  'Oswald',
  'Raleway',
] as const;

export const FONTS: readonly FontOption[] = [
  ...SYSTEM_FONTS.map((name): FontOption => ({ name, kind: 'system' })),
  ...WEB_FONTS.map((name): FontOption => ({ name, kind: 'web' })),
];

export const DEFAULT_FONT_FAMILY = 'Montserrat';

/**
 * Cmd/Ctrl + and − in text: the next larger or smaller size of FONT_SIZES. A size between two entries moves to
 * the neighbouring entry in that direction; the ends of the list stay put.
 */
export function stepFontSize(currentPx: number, direction: 1 | -1): number {
  const sizes: readonly number[] = FONT_SIZES;
  const first = sizes[0] ?? 12;
  const last = sizes[sizes.length - 1] ?? 128;
  if (!Number.isFinite(currentPx)) return 16;
  if (direction > 0) return sizes.find((size) => size > currentPx) ?? last;
  return [...sizes].reverse().find((size) => size < currentPx) ?? first;
}
