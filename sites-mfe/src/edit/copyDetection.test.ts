import { COPY_DEFAULT_COLUMNS, findCopy, isCopyOf } from './copyDetection';

const doc = (ids: string[], columnsCount?: number) => ({
  boxes: ids.map((id) => ({ id })),
  gridSettings: columnsCount === undefined ? {} : { columnsCount },
});

describe('isCopyOf (same box count, same columns, min(2, n) of the first 3 ids)', () => {
  const site = doc(['a', 'b', 'c', 'd'], 4);

  it('matches an identical document', () => {
    expect(isCopyOf(doc(['a', 'b', 'c', 'd'], 4), site)).toBe(true);
  });

  it('matches with 2 of the first 3 ids in common, the rest edited', () => {
    expect(isCopyOf(doc(['a', 'x', 'c', 'y'], 4), site)).toBe(true);
    expect(isCopyOf(doc(['c', 'a', 'z', 'b'], 4), site)).toBe(true);
  });

  it('does not match with only 1 of the first 3 ids in common', () => {
    expect(isCopyOf(doc(['a', 'x', 'y', 'b'], 4), site)).toBe(false);
  });

  it('only the first 3 ids count: ids in common further down do not', () => {
    expect(isCopyOf(doc(['x', 'y', 'a', 'b'], 4), doc(['a', 'b', 'c', 'd'], 4))).toBe(false);
  });

  it('needs the same box count', () => {
    expect(isCopyOf(doc(['a', 'b', 'c'], 4), site)).toBe(false);
    expect(isCopyOf(doc(['a', 'b', 'c', 'd', 'e'], 4), site)).toBe(false);
  });

  it('needs the same column count, 12 when a document has none', () => {
    expect(COPY_DEFAULT_COLUMNS).toBe(12);
    expect(isCopyOf(doc(['a', 'b', 'c', 'd'], 5), site)).toBe(false);
    expect(isCopyOf(doc(['a', 'b', 'c', 'd']), doc(['a', 'b', 'c', 'd'], 12))).toBe(true);
    expect(isCopyOf(doc(['a', 'b', 'c', 'd'], 12), doc(['a', 'b', 'c', 'd']))).toBe(true);
    expect(isCopyOf(doc(['a', 'b', 'c', 'd']), site)).toBe(false);
  });

  it('with fewer than 3 boxes n is the box count: 1 box needs its id, 2 boxes need both', () => {
    expect(isCopyOf(doc(['a'], 4), doc(['a'], 4))).toBe(true);
    expect(isCopyOf(doc(['x'], 4), doc(['a'], 4))).toBe(false);
    expect(isCopyOf(doc(['a', 'b'], 4), doc(['b', 'a'], 4))).toBe(true);
    expect(isCopyOf(doc(['a', 'x'], 4), doc(['a', 'b'], 4))).toBe(false);
  });

  it('an empty site matches an empty design with the same columns (min(2, 0) = 0)', () => {
    expect(isCopyOf(doc([], 4), doc([], 4))).toBe(true);
    expect(isCopyOf(doc([], 3), doc([], 4))).toBe(false);
  });

  it('a candidate without a readable document is never a copy', () => {
    expect(isCopyOf(undefined, site)).toBe(false);
    expect(isCopyOf(null, site)).toBe(false);
    expect(isCopyOf({ gridSettings: { columnsCount: 4 } }, doc([], 4))).toBe(false);
    expect(
      isCopyOf({ boxes: [null, 3, { id: 'a' }, { id: 'b' }], gridSettings: { columnsCount: 4 } }, site),
    ).toBe(false);
  });
});

describe('findCopy', () => {
  const site = doc(['a', 'b', 'c'], 4);
  const design = (id: string, title: string, gridData: unknown) => ({ id, title, gridData });

  it('answers null when no design matches', () => {
    expect(findCopy([design('1', 'Mine', doc(['x', 'y', 'z'], 4))], site, 'Copy of Site')).toBeNull();
    expect(findCopy([], site, 'Copy of Site')).toBeNull();
  });

  it('answers the most recent match (the list is most recently updated first)', () => {
    const designs = [
      design('1', 'Other', doc(['x'], 4)),
      design('2', 'Renamed copy', doc(['a', 'b', 'q'], 4)),
      design('3', 'Older copy', doc(['a', 'b', 'c'], 4)),
    ];
    expect(findCopy(designs, site, 'Copy of Site')?.id).toBe('2');
  });

  it("prefers a match still titled 'Copy of {title}'", () => {
    const designs = [
      design('2', 'Renamed copy', doc(['a', 'b', 'q'], 4)),
      design('3', 'Copy of Site', doc(['a', 'b', 'c'], 4)),
    ];
    expect(findCopy(designs, site, 'Copy of Site')?.id).toBe('3');
  });

  it('a title alone is not a copy', () => {
    expect(findCopy([design('1', 'Copy of Site', doc(['x', 'y', 'z'], 4))], site, 'Copy of Site')).toBeNull();
  });
});
