// The containerWidth class (editor-core.md §3, accounts-and-sites.md §3).

export type ContainerWidthClass =
  'max-w-sm' | 'max-w-md' | 'max-w-lg' | 'max-w-xl' | 'max-w-2xl' | 'max-w-7xl';

export const DEFAULT_CONTAINER_WIDTH_CLASS: ContainerWidthClass = 'max-w-7xl';

/** up to 640 max-w-sm, up to 768 max-w-md, up to 1024 max-w-lg, up to 1280 max-w-xl, up to 1440 max-w-2xl. */
export function containerWidthClassForWidth(width: number): ContainerWidthClass {
  if (width <= 640) return 'max-w-sm';
  if (width <= 768) return 'max-w-md';
  if (width <= 1024) return 'max-w-lg';
  if (width <= 1280) return 'max-w-xl';
  if (width <= 1440) return 'max-w-2xl';
  return 'max-w-7xl';
}

export const CONTAINER_PRESET_WIDTHS: Readonly<Record<string, string>> = {
  sm: '375px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1440px',
  '7xl': '1280px',
  full: '100%',
};

export const FALLBACK_CONTAINER_WIDTH = '1280px';

/** CSS width of a preset: accepts 'md' or 'max-w-md'. Unknown values give 1280px. */
export function containerPresetWidth(preset: string | undefined): string {
  const key = (preset ?? '').trim().replace(/^max-w-/, '');
  return Object.hasOwn(CONTAINER_PRESET_WIDTHS, key)
    ? (CONTAINER_PRESET_WIDTHS[key] ?? FALLBACK_CONTAINER_WIDTH)
    : FALLBACK_CONTAINER_WIDTH;
}
