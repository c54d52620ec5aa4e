import { migrateGridData, parseGridData, type GridData } from '@bento/core';

/** A stored document (a site's, a draft's, a design's) as a valid one: as it is, else repaired, else null. */
export function toGridData(input: unknown): GridData | null {
  if (typeof input !== 'object' || input === null) return null;
  const parsed = parseGridData(input);
  if (parsed.ok) return parsed.value;
  try {
    return migrateGridData(input);
  } catch {
    return null;
  }
}
