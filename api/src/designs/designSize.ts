// Design size rules (accounts-and-sites.md §4, §9): 10 MB of serialized gridData is refused.
// formatBytes is pure and dependency-free so the client can share it (a candidate for @bento/core).

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

/** The UTF-8 size of a serialized document, as the client measures it (Blob size of the JSON). */
export function serializedSize(json: string): number {
  return Buffer.byteLength(json, 'utf8');
}

/** 'Design is too large to save (X). Maximum size is Y.' (§8). */
export function designTooLargeMessage(sizeBytes: number, maxBytes = MAX_DESIGN_BYTES): string {
  return `Design is too large to save (${formatBytes(sizeBytes, { rounding: 'up' })}). Maximum size is ${formatBytes(maxBytes)}.`;
}
