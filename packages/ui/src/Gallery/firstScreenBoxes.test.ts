import { BREAKPOINTS, createDefaultGridSettings, type Breakpoint } from '@bento/core';
import type { StyleWithVars } from '../BentoGrid/gridStyle';
import {
  FIRST_SCREEN_IMAGES,
  firstScreenAspect,
  firstScreenBoxes,
  PublishedGalleryLayout,
} from './firstScreenBoxes';

const settings = (
  packingAlgorithm: 'infiniteScrollGridPacking' | 'masonry' = 'infiniteScrollGridPacking',
) => ({
  ...createDefaultGridSettings(),
  responsiveColumnsCount: { mobile: 2, tablet: 4, desktop: 5 },
  isInfiniteScrollMode: true,
  infiniteScrollConfig: {
    urlList: [],
    autoSizing: true,
    loadBatchSize: 15,
    scrollThreshold: 800,
    chunkSize: 100,
    packingAlgorithm,
  },
});

const urls = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `https://img.example/${(i % 7) * 100 + 200}x${(i % 5) * 100 + 200}/${i}.jpg`,
  );

interface Cell {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}
const cellAt = (vars: StyleWithVars, breakpoint: Breakpoint): Cell => ({
  col: Number(vars[`--bento-col-start-${breakpoint}`]),
  row: Number(vars[`--bento-row-start-${breakpoint}`]),
  colSpan: Number(vars[`--bento-span-${breakpoint}`]),
  rowSpan: Number(vars[`--bento-rows-${breakpoint}`]),
});

function expectNoOverlap(cells: Cell[], columns: number) {
  const taken = new Set<string>();
  for (const cell of cells) {
    expect(cell.col).toBeGreaterThanOrEqual(1);
    expect(cell.col + cell.colSpan - 1).toBeLessThanOrEqual(columns);
    for (let r = cell.row; r < cell.row + cell.rowSpan; r++)
      for (let c = cell.col; c < cell.col + cell.colSpan; c++) {
        expect(taken.has(`${r},${c}`)).toBe(false);
        taken.add(`${r},${c}`);
      }
  }
}

const columnsOf: Record<Breakpoint, number> = { mobile: 2, tablet: 4, desktop: 5 };

describe("a gallery's server-rendered first screen", () => {
  it('is the first 30 images as boxes with the image as background, in order, with gallery ids', () => {
    const list = urls(50);
    const { boxes, layout } = firstScreenBoxes(list, settings());
    expect(boxes).toHaveLength(FIRST_SCREEN_IMAGES);
    expect(boxes.map((box) => box.id)).toEqual(boxes.map((_, i) => `infinite-${i}`));
    expect(boxes.map((box) => box.style?.bgImageUrl)).toEqual(list.slice(0, FIRST_SCREEN_IMAGES));
    expect([...layout.keys()]).toEqual(boxes.map((box) => box.id));
  });

  it.each(['infiniteScrollGridPacking', 'masonry'] as const)(
    '%s: every image has grid lines at every breakpoint, inside the columns, none overlapping',
    (algorithm) => {
      const { layout } = firstScreenBoxes(urls(30), settings(algorithm));
      for (const breakpoint of BREAKPOINTS) {
        const cells = [...layout.values()].map((vars) => cellAt(vars, breakpoint));
        expectNoOverlap(cells, columnsOf[breakpoint]);
        if (algorithm === 'masonry') expect(cells.every((cell) => cell.colSpan === 1)).toBe(true);
      }
    },
  );

  it('sizes a wide image wider than tall and a tall one taller than wide (bento)', () => {
    const { layout } = firstScreenBoxes(
      ['https://img.example/1600x400/wide.jpg', 'https://img.example/300x900/tall.jpg'],
      settings(),
    );
    const wide = cellAt(layout.get('infinite-0')!, 'desktop');
    const tall = cellAt(layout.get('infinite-1')!, 'desktop');
    expect(wide.colSpan).toBeGreaterThan(wide.rowSpan);
    expect(tall.rowSpan).toBeGreaterThan(tall.colSpan);
  });

  it.each(['infiniteScrollGridPacking', 'masonry'] as const)(
    '%s: the page script appending to the rebuilt layout places images exactly as one pass would',
    (algorithm) => {
      const list = urls(75);
      const aspects = list.map(firstScreenAspect);
      const kind = algorithm === 'masonry' ? 'masonry' : 'bento';
      const oneGo = new PublishedGalleryLayout(settings(algorithm), kind).append(aspects);
      const grown = new PublishedGalleryLayout(settings(algorithm), kind);
      const pieces = [
        ...grown.append(aspects.slice(0, 30)),
        ...grown.append(aspects.slice(30, 45)),
        ...grown.append(aspects.slice(45)),
      ];
      expect(pieces).toEqual(oneGo);
      expect(oneGo.slice(0, 30)).toEqual([...firstScreenBoxes(list, settings(algorithm)).layout.values()]);
    },
  );

  it("gives every box the gallery's look", () => {
    const look = settings();
    const { boxes } = firstScreenBoxes(['https://img.example/a.jpg'], {
      ...look,
      infiniteScrollConfig: {
        ...look.infiniteScrollConfig,
        globalBoxSettings: { bgColor: '#000000', isImageInverted: true, opacity: 0.5 },
      },
    });
    expect(boxes[0]!.style).toMatchObject({ bgColor: '#000000', isImageInverted: true, opacity: 0.5 });
  });
});
