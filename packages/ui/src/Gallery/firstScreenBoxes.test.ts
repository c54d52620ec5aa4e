import { createDefaultGridSettings } from '@bento/core';
import { FIRST_SCREEN_IMAGES, firstScreenBoxes } from './firstScreenBoxes';

describe("a gallery's server-rendered first screen", () => {
  const settings = {
    ...createDefaultGridSettings(),
    responsiveColumnsCount: { mobile: 2, tablet: 4, desktop: 5 },
  };

  it('is the first 30 images as boxes with the image as background, in order, with gallery ids', () => {
    const urls = Array.from({ length: 50 }, (_, i) => `https://img.example/${i}.jpg`);
    const boxes = firstScreenBoxes(urls, settings);
    expect(boxes).toHaveLength(FIRST_SCREEN_IMAGES);
    expect(boxes.map((box) => box.id)).toEqual(boxes.map((_, i) => `infinite-${i}`));
    expect(boxes.map((box) => box.style?.bgImageUrl)).toEqual(urls.slice(0, FIRST_SCREEN_IMAGES));
  });

  it('sizes each image for every breakpoint from the size its URL gives, inside the columns', () => {
    const [wide, tall] = firstScreenBoxes(
      ['https://img.example/1600x400/wide.jpg', 'https://img.example/300x900/tall.jpg'],
      settings,
    );
    expect(wide!.responsiveColSpan!.lg!).toBeGreaterThan(wide!.responsiveRowSpan!.lg!);
    expect(tall!.responsiveRowSpan!.lg!).toBeGreaterThan(tall!.responsiveColSpan!.lg!);
    for (const box of [wide!, tall!]) {
      expect(box.responsiveColSpan!.sm!).toBeLessThanOrEqual(2);
      expect(box.responsiveColSpan!.md!).toBeLessThanOrEqual(4);
      expect(box.responsiveColSpan!.lg!).toBeLessThanOrEqual(5);
    }
  });

  it("gives every box the gallery's look", () => {
    const [box] = firstScreenBoxes(['https://img.example/a.jpg'], {
      ...settings,
      infiniteScrollConfig: {
        urlList: ['https://img.example/a.jpg'],
        autoSizing: true,
        loadBatchSize: 15,
        scrollThreshold: 800,
        chunkSize: 100,
        packingAlgorithm: 'infiniteScrollGridPacking',
        globalBoxSettings: { bgColor: '#000000', isImageInverted: true, opacity: 0.5 },
      },
    });
    expect(box!.style).toMatchObject({ bgColor: '#000000', isImageInverted: true, opacity: 0.5 });
  });
});
