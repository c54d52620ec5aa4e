// The project table's rows (pure): the user's designs with their sites, and the orphaned sites (published from a
// design since deleted) that a sync would give a design again (accounts-and-sites.md §1, §7).
import { displayTitle, MAX_DESIGN_BYTES } from '@bento/core';
import { TAKEN_DOWN_TEXTS, type DesignWithSize, type SiteListItem, type TakedownFields } from '@bento/store';

/**
 * Live: public at /{slug}. Hidden: switched off in Edit Site, keeps its slug. Orphaned: its design was deleted.
 * Taken down: an administrator took it down (whatever else is true of it); nothing about it can change.
 */
export type SiteState = 'live' | 'hidden' | 'orphaned' | 'takenDown';

export const SITE_STATE_LABELS: Record<SiteState, string> = {
  live: 'Live',
  hidden: 'Hidden',
  orphaned: 'Orphaned',
  takenDown: TAKEN_DOWN_TEXTS.badge,
};

export interface RowSite {
  id: string;
  slug: string;
  siteTitle: string;
  state: SiteState;
  /** The administrator's reason, while taken down. */
  takedownReason?: string;
}

function siteState(site: TakedownFields, otherwise: SiteState): Pick<RowSite, 'state' | 'takedownReason'> {
  return site.takenDown
    ? { state: 'takenDown', takedownReason: site.takedownReason ?? '' }
    : { state: otherwise };
}

export interface ProjectRow {
  /** The design's id, or 'site:<id>' for an orphaned site. */
  key: string;
  /** Null for an orphaned site's row. */
  designId: string | null;
  /** As stored ('' stays ''); shown through displayTitle. */
  title: string;
  updatedAt: string;
  /** Null for an orphaned site (its size is not listed). */
  sizeBytes: number | null;
  /** The design's version history (its saved versions' documents); null for an orphaned site. */
  historyBytes: number | null;
  sites: RowSite[];
}

export type SortKey = 'title' | 'updatedAt' | 'size';
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/** Like the sidebar: most recently changed first. */
export const DEFAULT_SORT: SortOrder = { key: 'updatedAt', direction: 'desc' };

export function projectRows(designs: DesignWithSize[], sites: SiteListItem[]): ProjectRow[] {
  const rows: ProjectRow[] = designs.map((design) => ({
    key: design.id,
    designId: design.id,
    title: design.title,
    updatedAt: design.updatedAt,
    sizeBytes: design.sizeBytes,
    historyBytes: design.revisionsSizeBytes ?? null,
    sites: design.publishedSites.map((site) => ({
      id: site.id,
      slug: site.slug,
      siteTitle: site.siteTitle,
      ...siteState(site, site.published ? 'live' : 'hidden'),
    })),
  }));
  const designIds = new Set(designs.map((design) => design.id));
  for (const site of sites) {
    if (site.designId !== null && designIds.has(site.designId)) continue;
    rows.push({
      key: `site:${site.id}`,
      designId: null,
      title: site.siteTitle,
      updatedAt: site.updatedAt,
      sizeBytes: null,
      historyBytes: null,
      sites: [{ id: site.id, slug: site.slug, siteTitle: site.siteTitle, ...siteState(site, 'orphaned') }],
    });
  }
  return rows;
}

/** Rows whose title or site address contains the query (case and surrounding spaces ignored). */
export function searchRows(rows: ProjectRow[], query: string): ProjectRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter(
    (row) =>
      displayTitle(row.title).toLowerCase().includes(needle) ||
      row.sites.some((site) => site.slug.includes(needle) || site.siteTitle.toLowerCase().includes(needle)),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

function compare(a: ProjectRow, b: ProjectRow, key: SortKey): number {
  if (key === 'title') return collator.compare(displayTitle(a.title), displayTitle(b.title));
  // A row without a size (an orphaned site) counts as the smallest.
  if (key === 'size') return (a.sizeBytes ?? -1) - (b.sizeBytes ?? -1);
  return time(a.updatedAt) - time(b.updatedAt);
}

/** A sorted copy; ties keep the most recently changed first, then the key, so the order is stable. */
export function sortRows(rows: ProjectRow[], { key, direction }: SortOrder): ProjectRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * compare(a, b, key) || time(b.updatedAt) - time(a.updatedAt) || a.key.localeCompare(b.key),
  );
}

/** A design's share of the 10 MB limit, as a percentage with at most one decimal ('0.1%' at the least). */
export function shareOfLimit(sizeBytes: number): string {
  const percent = (Math.max(0, sizeBytes) / MAX_DESIGN_BYTES) * 100;
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return `${Number(percent.toFixed(1))}%`;
}
