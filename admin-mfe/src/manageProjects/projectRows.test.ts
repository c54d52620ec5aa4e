import { MAX_DESIGN_BYTES } from '@bento/core';
import type { DesignWithSize, SiteListItem } from '@bento/store';
import { nextSort } from './ProjectsTable';
import { projectRows, searchRows, shareOfLimit, SITE_STATE_LABELS, sortRows } from './projectRows';

const design = (
  id: string,
  title: string,
  updatedAt: string,
  sizeBytes: number,
  sites = 0,
): DesignWithSize => ({
  id,
  title,
  createdAt: updatedAt,
  updatedAt,
  sizeBytes,
  publishedSites: Array.from({ length: sites }, (_, index) => ({
    id: `${id}-s${index}`,
    slug: `${id}-site-${index}`,
    siteTitle: `${title} site`,
    siteDescription: null,
    published: index === 0,
  })),
});

const site = (id: string, designId: string | null, updatedAt = '2026-01-01T00:00:00.000Z'): SiteListItem => ({
  id,
  siteTitle: `Site ${id}`,
  siteDescription: null,
  slug: `slug-${id}`,
  published: true,
  designId,
  updatedAt,
});

describe('projectRows', () => {
  it('lists designs with their sites (live or hidden), then sites whose design is gone (orphaned)', () => {
    const rows = projectRows(
      [design('d1', 'Home', '2026-03-01T00:00:00.000Z', 900, 2)],
      [site('d1-s0', 'd1'), site('d1-s1', 'd1'), site('o1', null), site('o2', 'deleted-design')],
    );
    expect(rows.map((row) => [row.key, row.designId, row.sites.map((item) => item.state)])).toEqual([
      ['d1', 'd1', ['live', 'hidden']],
      ['site:o1', null, ['orphaned']],
      ['site:o2', null, ['orphaned']],
    ]);
    expect(rows[1]).toMatchObject({ title: 'Site o1', sizeBytes: null });
  });

  it("says 'Taken down' (with the administrator's reason) over any other state of a site", () => {
    const home = design('d1', 'Home', '2026-03-01T00:00:00.000Z', 900, 1);
    home.publishedSites[0] = { ...home.publishedSites[0]!, takenDown: true, takedownReason: 'Phishing' };
    const orphan = { ...site('o1', null), takenDown: true as const, takedownReason: 'Spam' };
    const rows = projectRows([home], [site('d1-s0', 'd1'), orphan]);
    expect(rows.map((row) => row.sites)).toEqual([
      [expect.objectContaining({ state: 'takenDown', takedownReason: 'Phishing' })],
      [expect.objectContaining({ state: 'takenDown', takedownReason: 'Spam' })],
    ]);
    expect(SITE_STATE_LABELS.takenDown).toBe('Taken down');
  });
});

describe('searchRows', () => {
  const rows = projectRows(
    [
      design('a', 'Portfolio', '2026-01-01T00:00:00.000Z', 1, 1),
      design('b', '', '2026-01-02T00:00:00.000Z', 1),
    ],
    [],
  );
  it('matches titles (as shown), site titles and slugs, ignoring case and surrounding spaces', () => {
    expect(searchRows(rows, '  FOLIO ').map((row) => row.key)).toEqual(['a']);
    expect(searchRows(rows, 'a-site-0').map((row) => row.key)).toEqual(['a']);
    expect(searchRows(rows, 'untitled').map((row) => row.key)).toEqual(['b']);
    expect(searchRows(rows, '')).toBe(rows);
    expect(searchRows(rows, 'zzz')).toEqual([]);
  });
});

describe('sortRows', () => {
  const rows = projectRows(
    [
      design('a', 'item 10', '2026-01-03T00:00:00.000Z', 300),
      design('b', 'Item 9', '2026-01-01T00:00:00.000Z', 100),
      design('c', 'apple', '2026-01-02T00:00:00.000Z', 200),
    ],
    [site('o', null, '2026-01-04T00:00:00.000Z')],
  );
  const keys = (order: Parameters<typeof sortRows>[1]) => sortRows(rows, order).map((row) => row.key);

  it('sorts by title (natural numbers, any case), last change and size; orphans have no size', () => {
    expect(keys({ key: 'title', direction: 'asc' })).toEqual(['c', 'b', 'a', 'site:o']);
    expect(keys({ key: 'title', direction: 'desc' })).toEqual(['site:o', 'a', 'b', 'c']);
    expect(keys({ key: 'updatedAt', direction: 'desc' })).toEqual(['site:o', 'a', 'c', 'b']);
    expect(keys({ key: 'size', direction: 'desc' })).toEqual(['a', 'c', 'b', 'site:o']);
    expect(keys({ key: 'size', direction: 'asc' })).toEqual(['site:o', 'b', 'c', 'a']);
    expect(sortRows(rows, { key: 'size', direction: 'asc' })).not.toBe(rows);
  });

  it('starts a column in the expected direction and flips it on the second press', () => {
    const byChange = { key: 'updatedAt', direction: 'desc' } as const;
    expect(nextSort(byChange, 'title')).toEqual({ key: 'title', direction: 'asc' });
    expect(nextSort(byChange, 'size')).toEqual({ key: 'size', direction: 'desc' });
    expect(nextSort(byChange, 'updatedAt')).toEqual({ key: 'updatedAt', direction: 'asc' });
  });
});

describe('shareOfLimit', () => {
  it('shows the share of the 10 MB limit with at most one decimal', () => {
    expect(shareOfLimit(0)).toBe('0%');
    expect(shareOfLimit(1000)).toBe('<0.1%');
    expect(shareOfLimit(MAX_DESIGN_BYTES / 4)).toBe('25%');
    expect(shareOfLimit(Math.round(MAX_DESIGN_BYTES * 0.1234))).toBe('12.3%');
    expect(shareOfLimit(MAX_DESIGN_BYTES)).toBe('100%');
  });
});
