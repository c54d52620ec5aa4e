import { createDefaultGridSettings } from '@bento/core';
import type { ImageLoader } from '@bento/ui/galleryPage';
import { readPageData, isSitePage } from './pageData';
import { wireGallery } from './gallery';
import { loadSitePage, SITE } from './testPage';

const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://img.example/${i}.jpg`);

function gallerySite(list: string[]) {
  return {
    ...SITE,
    gridData: {
      ...SITE.gridData,
      gridSettings: {
        ...createDefaultGridSettings(),
        isInfiniteScrollMode: true,
        infiniteScrollConfig: {
          urlList: list,
          autoSizing: true,
          loadBatchSize: 15,
          scrollThreshold: 800,
          chunkSize: 100,
          packingAlgorithm: 'infiniteScrollGridPacking' as const,
        },
      },
    },
  };
}

const galleryBoxes = () => [
  ...document.querySelectorAll<HTMLElement>('section[data-columns] [data-box-id^="infinite-"]'),
];
// Wide images: the added boxes' spans differ from the first screen's fallback-sized ones.
const wideImages: ImageLoader = async () => ({ width: 1600, height: 400 });

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the published gallery page's script", () => {
  it('adds the images after the first screen as boxes like the server-rendered ones, then shows the footer', async () => {
    const list = urls(47);
    loadSitePage(gallerySite(list));
    const data = readPageData(document);
    expect(isSitePage(data) && data.gallery).toMatchObject({ shown: 30, scrollThreshold: 800 });
    expect(galleryBoxes()).toHaveLength(30);
    expect(document.querySelector('[data-gallery-footer]')).toHaveAttribute('hidden');

    // jsdom has no layout: the end of the gallery is always on screen, so it keeps adding until the list ends.
    wireGallery(
      document,
      (data as { gallery: NonNullable<Parameters<typeof wireGallery>[1]> }).gallery,
      wideImages,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const boxes = galleryBoxes();
    expect(boxes.map((box) => box.dataset.boxId)).toEqual(list.map((_, i) => `infinite-${i}`));
    expect(boxes.map((box) => box.querySelector('img')?.getAttribute('src'))).toEqual(list);
    const added = boxes[40]!;
    expect(Number(added.style.getPropertyValue('--bento-span-desktop'))).toBeGreaterThan(
      Number(added.style.getPropertyValue('--bento-rows-desktop')),
    );
    expect(document.querySelector('[data-gallery-footer]')).not.toHaveAttribute('hidden');
  });

  it('goes on with generated placeholder photos after a list that ends with one, the footer kept hidden', async () => {
    const host = 'https://bento.example/api/placeholder-photos';
    const list = Array.from({ length: 31 }, (_, i) => `${host}/400/300.webp?random=${i + 1}`);
    loadSitePage(gallerySite(list));
    const data = readPageData(document) as { gallery: NonNullable<Parameters<typeof wireGallery>[1]> };
    wireGallery(document, data.gallery, wideImages);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sources = galleryBoxes().map((box) => box.querySelector('img')?.getAttribute('src'));
    // jsdom's end is always on screen: 10 rounds of 15 without a scroll, then it waits for one.
    expect(sources).toHaveLength(30 + 10 * 15);
    expect(sources[31]).toMatch(new RegExp(`^${host}/\\d+/\\d+\\.webp\\?random=32$`));
    expect(new Set(sources).size).toBe(sources.length);
    expect(document.querySelector('[data-gallery-footer]')).toHaveAttribute('hidden');
  });

  it('never adds an unsafe address', async () => {
    const list = [...urls(30), 'javascript:alert(1)', 'https://img.example/ok.jpg'];
    loadSitePage(gallerySite(list));
    const data = readPageData(document) as { gallery: NonNullable<Parameters<typeof wireGallery>[1]> };
    wireGallery(document, data.gallery, wideImages);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sources = galleryBoxes().map((box) => box.querySelector('img')?.getAttribute('src'));
    expect(sources).toHaveLength(31);
    expect(sources.at(-1)).toBe('https://img.example/ok.jpg');
    expect(sources.some((src) => src?.startsWith('javascript'))).toBe(false);
  });
});
