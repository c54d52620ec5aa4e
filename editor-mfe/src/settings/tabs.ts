// The per-box settings pill toolbar's tabs (editor-core.md §2), in order.
export const SETTINGS_TABS = [
  { id: 'background', label: 'Background' },
  { id: 'border', label: 'Border' },
  { id: 'size', label: 'Alignment and Size' },
  { id: 'link', label: 'Button Action' },
  { id: 'embed', label: 'Embed Iframe' },
  { id: 'responsive', label: 'Responsive' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

export const NO_SELECTION_TOOLTIP = 'Select box to edit';

/** 'Box Background', 'Nested Element Border'…, or 'Select box to edit' when nothing is selected. */
export function tabTooltip(label: string, kind: 'box' | 'nested' | null): string {
  if (kind === null) return NO_SELECTION_TOOLTIP;
  return `${kind === 'box' ? 'Box' : 'Nested Element'} ${label}`;
}
