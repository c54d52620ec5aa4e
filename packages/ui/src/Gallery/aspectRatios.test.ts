import { FALLBACK_ASPECT_RATIO } from '@bento/core';
import { MEASURE_CONCURRENCY, measureImages, type ImageLoader } from './aspectRatios';

describe('measuring gallery images', () => {
  it('reads the size from the URL when it says it, and loads the others, a few at a time', async () => {
    let running = 0;
    let most = 0;
    const loaded: string[] = [];
    const loader: ImageLoader = async (url) => {
      running += 1;
      most = Math.max(most, running);
      loaded.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return { width: 300, height: 100 };
    };
    const urls = [
      'https://i.example/800x400/a.jpg',
      ...Array.from({ length: 12 }, (_, i) => `https://i.example/${i}.jpg`),
    ];
    const measured = await measureImages(urls, loader);
    expect(measured[0]).toEqual({ aspectRatio: 2, failed: false });
    expect(measured.slice(1).every((image) => image.aspectRatio === 3 && !image.failed)).toBe(true);
    expect(loaded).toHaveLength(12);
    expect(most).toBe(MEASURE_CONCURRENCY);
  });

  it('gives a failed or empty image the fallback ratio and marks it, never waiting for ever', async () => {
    const loader: ImageLoader = async (url) => {
      if (url.endsWith('broken.jpg')) throw new Error('error');
      return { width: 0, height: 0 };
    };
    expect(
      await measureImages(['https://i.example/broken.jpg', 'https://i.example/empty.jpg'], loader),
    ).toEqual([
      { aspectRatio: FALLBACK_ASPECT_RATIO, failed: true },
      { aspectRatio: FALLBACK_ASPECT_RATIO, failed: true },
    ]);
  });

  it('gives an image that cannot be measured the ratio its URL hints at (site, file name), not 1.33', async () => {
    const loader: ImageLoader = async () => {
      throw new Error('error');
    };
    const measured = await measureImages(
      [
        'https://i.example/hero-banner.jpg',
        'https://www.instagram.com/stories/someone/1/',
        'https://i.ytimg.com/vi/a/0.jpg',
      ],
      loader,
    );
    expect(measured).toEqual([
      { aspectRatio: 2.5, failed: true },
      { aspectRatio: 0.56, failed: true },
      { aspectRatio: 1.78, failed: true },
    ]);
  });

  it('tries a failing image 3 more times, a timed-out one not again', async () => {
    const calls = new Map<string, number>();
    const loader: ImageLoader = async (url) => {
      const count = (calls.get(url) ?? 0) + 1;
      calls.set(url, count);
      if (url.endsWith('timeout.jpg')) throw new Error('timeout');
      if (url.endsWith('flaky.jpg') && count < 3) throw new Error('error');
      if (url.endsWith('gone.jpg')) throw new Error('error');
      return { width: 200, height: 100 };
    };
    const measured = await measureImages(
      ['https://i.example/flaky.jpg', 'https://i.example/gone.jpg', 'https://i.example/timeout.jpg'],
      loader,
    );
    expect(measured).toEqual([
      { aspectRatio: 2, failed: false },
      { aspectRatio: FALLBACK_ASPECT_RATIO, failed: true },
      { aspectRatio: FALLBACK_ASPECT_RATIO, failed: true },
    ]);
    expect(Object.fromEntries(calls)).toEqual({
      'https://i.example/flaky.jpg': 3,
      'https://i.example/gone.jpg': 4,
      'https://i.example/timeout.jpg': 1,
    });
  });
});
