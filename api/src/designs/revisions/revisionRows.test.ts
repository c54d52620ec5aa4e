import { currentRowId, revisionsPastCap, type RevisionStamp } from './revisionRows';

/** Rows newest first: revision n at second n, published where asked. */
function rows(count: number, published: (revision: number) => boolean = () => false): RevisionStamp[] {
  return Array.from({ length: count }, (_, index) => {
    const revision = count - index;
    return {
      id: `r${revision}`,
      revision,
      published: published(revision),
      createdAt: new Date(revision * 1000),
    };
  });
}

describe('the history cap', () => {
  it('keeps the newest 20 rows', () => {
    expect(revisionsPastCap(rows(20), 'r20')).toEqual([]);
    expect(revisionsPastCap(rows(23), 'r23')).toEqual(['r3', 'r2', 'r1']);
  });

  it('keeps, beyond them, the 20 newest published rows', () => {
    const all = rows(60, (revision) => revision <= 30);
    expect(revisionsPastCap(all, 'r60')).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `r${40 - index}`), // unpublished, older than the newest 20
      ...Array.from({ length: 10 }, (_, index) => `r${10 - index}`), // published, past the newest 20 of those
    ]);
  });

  it('never removes the row holding the design’s document', () => {
    expect(revisionsPastCap(rows(22), 'r1')).toEqual(['r2']);
  });
});

describe('the current row', () => {
  it('is the first row recorded at the design’s revision (a site’s other document comes later)', () => {
    const stamps: RevisionStamp[] = [
      { id: 'site-copy', revision: 2, published: true, createdAt: new Date(3000) },
      { id: 'saved', revision: 2, published: false, createdAt: new Date(2000) },
      { id: 'created', revision: 1, published: false, createdAt: new Date(1000) },
    ];
    expect(currentRowId(stamps, 2)).toBe('saved');
    expect(currentRowId(stamps, 1)).toBe('created');
    expect(currentRowId(stamps, 3)).toBeUndefined();
  });
});
