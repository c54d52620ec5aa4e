// The design a signed-in user starts on when none is current (accounts-and-sites.md §4).
import { createDefaultGridData, type GridData } from '@bento/core';

const withoutId = ({ id: _id, ...rest }: GridData['boxes'][number]) => rest;

/** JSON with object keys sorted, so documents that went through storage or the schema compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** True when the document is the untouched default one: there is no local work to keep. */
export function isPristine(grid: GridData): boolean {
  const fresh = createDefaultGridData();
  if (grid.boxes.length !== fresh.boxes.length) return false;
  const [box] = grid.boxes;
  const [freshBox] = fresh.boxes;
  if (!box || !freshBox) return false;
  return (
    canonical(withoutId(box)) === canonical(withoutId(freshBox)) &&
    canonical(grid.gridSettings) === canonical(fresh.gridSettings)
  );
}
