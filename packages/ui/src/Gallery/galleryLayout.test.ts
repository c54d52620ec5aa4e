import { cellsInBand, GalleryLayout, type GalleryCell } from './galleryLayout';

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ aspectRatio: [0.5, 1, 1.5, 2.5, 0.8, 3][i % 6]! }));

function overlaps(a: GalleryCell, b: GalleryCell): boolean {
  const eps = 0.001;
  return (
    a.x < b.x + b.width - eps &&
    b.x < a.x + a.width - eps &&
    a.y < b.y + b.height - eps &&
    b.y < a.y + a.height - eps
  );
}

function expectNoOverlap(cells: GalleryCell[]) {
  for (let i = 0; i < cells.length; i++)
    for (let j = i + 1; j < cells.length; j++) expect(overlaps(cells[i]!, cells[j]!)).toBe(false);
}

describe('the gallery layout in px', () => {
  it('bento: cells on 100 px rows and the columns, inside the width, no overlap, every image once', () => {
    const layout = new GalleryLayout({
      algorithm: 'infiniteScrollGridPacking',
      columns: 5,
      width: 1000,
      gap: 20,
    });
    const frame = layout.sync(items(60));
    const images = frame.cells.filter((cell) => cell.index >= 0);
    expect(images.map((cell) => cell.index).sort((a, b) => a - b)).toEqual([...Array(60).keys()]);
    for (const cell of frame.cells) {
      expect(cell.x).toBeGreaterThanOrEqual(0);
      expect(cell.x + cell.width).toBeLessThanOrEqual(1000 + 1e-9);
      expect((cell.y / 120) % 1).toBeCloseTo(0); // rows of 100 px + 20 px gap
    }
    expectNoOverlap(frame.cells);
    expect(frame.height).toBe(Math.max(...frame.cells.map((cell) => cell.y + cell.height)));
  });

  it('appends a chunk without moving what was placed', () => {
    const layout = new GalleryLayout({
      algorithm: 'infiniteScrollGridPacking',
      columns: 4,
      width: 800,
      gap: 10,
    });
    const first = layout.sync(items(30)).cells.filter((cell) => cell.index >= 0);
    const second = layout.sync(items(80)).cells.filter((cell) => cell.index >= 0);
    expect(second.slice(0, 30)).toEqual(first);
    expect(layout.sync(items(80))).toBe(layout.sync(items(80)));
  });

  it('masonry: equal columns with a 16 px gap, each image at its own aspect', () => {
    const layout = new GalleryLayout({ algorithm: 'masonry', columns: 3, width: 632, gap: 99 });
    const frame = layout.sync(items(20));
    expect(new Set(frame.cells.map((cell) => cell.x))).toEqual(new Set([0, 216, 432]));
    for (const cell of frame.cells) {
      expect(cell.width).toBe(200);
      expect(cell.width / cell.height).toBeCloseTo(items(20)[cell.index]!.aspectRatio);
    }
    expectNoOverlap(frame.cells);
  });

  it('keeps only the cells meeting the band on screen', () => {
    const cells = [
      { id: 'a', index: 0, x: 0, y: 0, width: 10, height: 100 },
      { id: 'b', index: 1, x: 0, y: 500, width: 10, height: 100 },
      { id: 'c', index: 2, x: 0, y: 2000, width: 10, height: 100 },
    ];
    expect(cellsInBand(cells, 550, 1500).map((cell) => cell.id)).toEqual(['b']);
    expect(cellsInBand(cells, -100, 50).map((cell) => cell.id)).toEqual(['a']);
  });
});
