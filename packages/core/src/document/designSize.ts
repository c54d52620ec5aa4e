// Design size (accounts-and-sites.md §4, §8): the UTF-8 bytes of a design's serialized gridData. Shared by the
// API (which refuses over 10 MB) and the accounts remote (which warns at 5 and 8 MB), so their messages agree.

/** 5 MB: the 'info' level starts here. */
export const DESIGN_SIZE_INFO_BYTES = 5 * 1024 * 1024;
/** 8 MB (8388608): the 'warning' level; the info level shows its size as a percent of this. */
export const DESIGN_SIZE_WARNING_BYTES = 8 * 1024 * 1024;
/** 10 MB: a design whose serialized gridData is larger is not saved. */
export const MAX_DESIGN_BYTES = 10 * 1024 * 1024;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export interface FormatBytesOptions {
  /** 'up' never shows a size smaller than it is (10 MB + 1 byte reads '10.1 MB', not '10 MB'). */
  rounding?: 'nearest' | 'up';
}

/** Human size with 1024-based units and at most one decimal: 512 → '512 B', 10695475 → '10.2 MB'. */
export function formatBytes(bytes: number, { rounding = 'nearest' }: FormatBytesOptions = {}): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = safe;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const round = rounding === 'up' ? Math.ceil : Math.round;
  const tenths = unit === 0 ? value : round(value * 10) / 10;
  return `${Number(tenths.toFixed(1))} ${UNITS[unit]}`;
}

/** The UTF-8 size of a serialized document (what a Blob of it measures in the browser). */
export function serializedSize(json: string): number {
  return new TextEncoder().encode(json).length;
}

/** 'Design is too large to save (X). Maximum size is Y.' (§8). */
export function designTooLargeMessage(sizeBytes: number, maxBytes = MAX_DESIGN_BYTES): string {
  return `Design is too large to save (${formatBytes(sizeBytes, { rounding: 'up' })}). Maximum size is ${formatBytes(maxBytes)}.`;
}
