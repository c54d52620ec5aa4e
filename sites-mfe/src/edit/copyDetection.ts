// A signed-in non-owner's copy of a published site is reused when it exists (accounts-and-sites.md §4): same box
// count, same column count (12 when missing) and at least min(2, n) of the first 3 box ids in common.

/** The parts of a document the rule reads; anything else (or nothing) is tolerated. */
export interface CopyShape {
  boxes?: readonly unknown[] | null;
  gridSettings?: { columnsCount?: unknown } | null;
}

export interface CopyCandidate {
  id: string;
  title: string;
  /** From GET /designs?include=gridData; read defensively. */
  gridData?: unknown;
}

/** The rule's default column count when a document has none (not the editor's default of 5). */
export const COPY_DEFAULT_COLUMNS = 12;
const COMPARED_BOXES = 3;

function boxesOf(doc: CopyShape | null | undefined): readonly unknown[] {
  return Array.isArray(doc?.boxes) ? doc.boxes : [];
}

function columnsOf(doc: CopyShape | null | undefined): number {
  const count = doc?.gridSettings?.columnsCount;
  return typeof count === 'number' && Number.isFinite(count) ? count : COPY_DEFAULT_COLUMNS;
}

function firstIds(doc: CopyShape | null | undefined): string[] {
  return boxesOf(doc)
    .slice(0, COMPARED_BOXES)
    .map((box) => (typeof box === 'object' && box !== null ? (box as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string');
}

function asShape(value: unknown): CopyShape | null {
  return typeof value === 'object' && value !== null ? (value as CopyShape) : null;
}

/** Whether `candidateDoc` is a copy of the `siteDoc` document by the spec's rule. */
export function isCopyOf(candidateDoc: unknown, siteDoc: unknown): boolean {
  const candidate = asShape(candidateDoc);
  const site = asShape(siteDoc);
  if (!candidate || !Array.isArray(candidate.boxes)) return false;
  if (boxesOf(candidate).length !== boxesOf(site).length) return false;
  if (columnsOf(candidate) !== columnsOf(site)) return false;
  const siteIds = firstIds(site);
  const candidateIds = new Set(firstIds(candidate));
  const common = siteIds.filter((id) => candidateIds.has(id)).length;
  return common >= Math.min(2, siteIds.length);
}

/**
 * The user's existing copy among `designs` (most recently updated first), or null. Among several matches the one
 * still titled 'Copy of {title}' wins, else the most recent.
 */
export function findCopy<T extends CopyCandidate>(
  designs: readonly T[],
  site: unknown,
  title: string,
): T | null {
  const matches = designs.filter((design) => isCopyOf(design.gridData, site));
  return matches.find((design) => design.title === title) ?? matches[0] ?? null;
}
