import { MAX_FILLER_CELLS, MAX_PACKING_ROWS, MAX_URLS_PER_PACKING_PASS } from '../document/constants';
import { packBento } from '../testing/onePassLayouts';
import { BentoPacker } from './bentoPacker';
import { masonryAspectRatio, masonryColumns, packingAspectRatio, packingColumns } from './galleryClamps';
import { placementId } from './ids';

const images = (...aspects: number[]) => aspects.map((aspectRatio) => ({ aspectRatio }));
const repeat = (count: number, aspectRatio: number) => Array.from({ length: count }, () => ({ aspectRatio }));

describe('engine clamps', () => {
  it('clamps aspect ratios to 0.1–10 (packing) and 0.25–6 (masonry); unreadable ones become 1.33', () => {
    expect([0.01, 0.1, 3, 10, 50].map(packingAspectRatio)).toEqual([0.1, 0.1, 3, 10, 10]);
    expect([0.1, 0.25, 3, 6, 10].map(masonryAspectRatio)).toEqual([0.25, 0.25, 3, 6, 6]);
    expect([Number.NaN, Number.POSITIVE_INFINITY].map(packingAspectRatio)).toEqual([1.33, 1.33]);
    expect(masonryAspectRatio(Number.NaN)).toBe(1.33);
  });

  it('clamps columns to whole 1–12 (packing) and 1–10 (masonry), 5 when not a number', () => {
    expect([0, 1, 4.6, 12, 30, Number.NaN].map(packingColumns)).toEqual([1, 1, 5, 12, 12, 5]);
    expect([0, 10, 11, Number.NaN].map(masonryColumns)).toEqual([1, 10, 10, 5]);
    expect(new BentoPacker({ columns: 30 }).columns).toBe(12);
  });

  it('packs an out-of-range aspect like the nearest limit', () => {
    const options = { columns: 12 };
    expect(packBento(images(40, 0.01), options).placements).toEqual(
      packBento(images(10, 0.1), options).placements,
    );
  });
});

describe('bento packing', () => {
  it('sizes boxes from the aspect ratio on square cells and packs them first-fit from the top left', () => {
    // 2 → 2 × 1, 0.5 → 1 × 2, 1 → 1 × 1, 3 → 3 × 1 on 3 columns of 100 px.
    const { placements, fillers, rowCount } = packBento(images(2, 0.5, 1, 3), { columns: 3 });
    expect(placements).toEqual([
      { row: 0, col: 0, rowSpan: 1, colSpan: 2, originalImageIndex: 0 },
      { row: 0, col: 2, rowSpan: 2, colSpan: 1, originalImageIndex: 1 },
      { row: 1, col: 0, rowSpan: 1, colSpan: 1, originalImageIndex: 2 },
      { row: 2, col: 0, rowSpan: 1, colSpan: 3, originalImageIndex: 3 },
    ]);
    // (1, 1) is closed by the 3 × 1 box below it: a hole, filled.
    expect(fillers).toEqual([{ row: 1, col: 1, rowSpan: 1, colSpan: 1, originalImageIndex: -1 }]);
    expect(rowCount).toBe(3);
  });

  it('takes the column width and the gap into the drawn aspect', () => {
    // On 240 px columns a square image is 1 column × 2 rows (240 × 200), not 1 × 1 (240 × 100).
    expect(packBento(images(1), { columns: 5, columnWidth: 240 }).placements[0]).toMatchObject({
      colSpan: 1,
      rowSpan: 2,
    });
    // A 1.6 image on 100 px cells: 2 × 1 (2.0) without gaps; with 40 px gaps 2 × 1 is 240 × 100 (2.4, too wide)
    // and 3 × 2 is 380 × 240 (1.58).
    expect(packBento(images(1.6), { columns: 5 }).placements[0]).toMatchObject({ colSpan: 2, rowSpan: 1 });
    expect(packBento(images(1.6), { columns: 5, gap: 40 }).placements[0]).toMatchObject({
      colSpan: 3,
      rowSpan: 2,
    });
  });

  it('is deterministic', () => {
    const list = Array.from({ length: 1500 }, (_, i) => ({ aspectRatio: 0.1 + ((i * 7919) % 997) / 100 }));
    expect(packBento(list, { columns: 7, columnWidth: 180, gap: 12 })).toEqual(
      packBento(list, { columns: 7, columnWidth: 180, gap: 12 }),
    );
  });

  it('places at most 2000 images per pass; the rest go in the next', () => {
    const packer = new BentoPacker({ columns: 12 });
    const list = repeat(MAX_URLS_PER_PACKING_PASS + 500, 1);
    expect(packer.append(list)).toBe(MAX_URLS_PER_PACKING_PASS);
    expect(packer.append(list.slice(MAX_URLS_PER_PACKING_PASS))).toBe(500);
    expect(packer.placements).toHaveLength(MAX_URLS_PER_PACKING_PASS + 500);
    expect(packBento(list, { columns: 12 }).placements).toHaveLength(MAX_URLS_PER_PACKING_PASS);
  });

  it('stops at 5000 rows: the image that does not fit and all later ones are not placed', () => {
    // 0.25 on one square column: 1 × 4 cells, 1250 of them fill the 5000 rows exactly.
    const packer = new BentoPacker({ columns: 1 });
    expect(packer.append(repeat(1300, 0.25))).toBe(MAX_PACKING_ROWS / 4);
    expect(packer.isFull).toBe(true);
    expect(packer.rowCount).toBe(MAX_PACKING_ROWS);
    expect(packer.append(repeat(1, 1))).toBe(0);
    expect(packer.placements).toHaveLength(MAX_PACKING_ROWS / 4);
  });

  it('gives at most 500 fillers, the first from the top', () => {
    // On 3 columns 2 → 2 × 1 and 3 → 3 × 1: each pair leaves one cell no later box fits, 600 holes.
    const list = Array.from({ length: 600 }, () => images(2, 3)).flat();
    const { fillers } = packBento(list, { columns: 3 });
    expect(fillers).toHaveLength(MAX_FILLER_CELLS);
    fillers.forEach((f, i) =>
      expect(f).toEqual({ row: 2 * i, col: 2, rowSpan: 1, colSpan: 1, originalImageIndex: -1 }),
    );
  });

  it('recomputes fillers after an append (a later image may take a hole) but never moves images', () => {
    const packer = new BentoPacker({ columns: 3 });
    packer.append(images(2, 3));
    expect(packer.fillers()).toEqual([{ row: 0, col: 2, rowSpan: 1, colSpan: 1, originalImageIndex: -1 }]);
    const before = packer.placements.map((p) => ({ ...p }));
    packer.append(images(1));
    expect(packer.placements[2]).toEqual({ row: 0, col: 2, rowSpan: 1, colSpan: 1, originalImageIndex: 2 });
    expect(packer.placements.slice(0, 2)).toEqual(before);
    expect(packer.fillers()).toEqual([]);
  });
});

describe('placement ids', () => {
  it("are 'infinite-{index}' for images and 'infinite-filler-{row}-{col}' for fillers", () => {
    const { placements, fillers } = packBento(images(2, 0.5, 1, 3), { columns: 3 });
    expect(placements.map(placementId)).toEqual(['infinite-0', 'infinite-1', 'infinite-2', 'infinite-3']);
    expect(fillers.map(placementId)).toEqual(['infinite-filler-1-1']);
  });

  it('are unique in a packing and the same for an image however the list was appended', () => {
    const list = Array.from({ length: 800 }, (_, i) => ({ aspectRatio: 0.1 + ((i * 31) % 97) / 10 }));
    const once = packBento(list, { columns: 6 });
    const ids = [...once.placements, ...once.fillers].map(placementId);
    expect(new Set(ids).size).toBe(ids.length);
    const packer = new BentoPacker({ columns: 6 });
    for (let i = 0; i < list.length; i += 100) packer.append(list.slice(i, i + 100));
    expect(packer.placements.map(placementId)).toEqual(once.placements.map(placementId));
  });
});
