// Fonts and font sizes of the text toolbar (editor-core.md §9).

export const FONT_SIZES = [12, 14, 16, 18, 24, 32, 48, 64, 96, 128] as const;
/** Sizes above this use the span-based path of the text editor. */
export const SPAN_FONT_SIZE_THRESHOLD = 48;

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

/** Legacy size buckets (1–7): 12→1, 14→2, 16→3, 20→4, 28→5, 40→6, above→7. */
const LEGACY_BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [12, 1],
  [14, 2],
  [16, 3],
  [20, 4],
  [28, 5],
  [40, 6],
];

export function legacyFontSizeBucket(px: number): number {
  for (const [limit, bucket] of LEGACY_BUCKETS) if (px <= limit) return bucket;
  return 7;
}

/** '16px', '16' or 16 → 16; anything else → null. */
export function fontSizeToPx(fontSize: string | number | undefined): number | null {
  if (typeof fontSize === 'number') return Number.isFinite(fontSize) && fontSize > 0 ? fontSize : null;
  if (typeof fontSize !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(fontSize);
  return match ? Number(match[1]) : null;
}
