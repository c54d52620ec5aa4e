import {
  morePlaceholderPhotos,
  parsePlaceholderPhotoUrl,
  placeholderPhotoSize,
  samplePhotoUrls,
} from './placeholderPhotos';
import { aspectRatioFromUrl } from './urlAspect';

describe('placeholder photos (editor-core.md §7)', () => {
  it("'sample URLs' gives 100 WebP URLs on the page's origin, at varied sizes", () => {
    const urls = samplePhotoUrls('http://127.0.0.1:4310/?design=x');
    expect(urls).toHaveLength(100);
    expect(urls[0]).toBe('http://127.0.0.1:4310/api/placeholder-photos/1200/900.webp?random=1');
    for (const url of urls)
      expect(url).toMatch(
        /^http:\/\/127\.0\.0\.1:4310\/api\/placeholder-photos\/\d+\/\d+\.webp\?random=\d+$/,
      );
    const sizes = new Set(urls.map((url) => url.replace(/\?.*/, '')));
    expect(sizes.size).toBeGreaterThanOrEqual(30);
    const ratios = new Set(urls.map((url) => aspectRatioFromUrl(url)!.toFixed(2)));
    expect(ratios.size).toBe(10);
  });

  it('sizes stay within 1200 px and the served bounds', () => {
    for (let n = 0; n < 500; n++) {
      const { width, height } = placeholderPhotoSize(n);
      expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(8);
    }
  });

  it('reads a placeholder URL, and nothing else', () => {
    expect(
      parsePlaceholderPhotoUrl('https://a.example/api/placeholder-photos/800/600.webp?random=7'),
    ).toEqual({
      host: 'https://a.example/api/placeholder-photos',
      width: 800,
      height: 600,
      n: 7,
    });
    expect(parsePlaceholderPhotoUrl('https://a.example/api/placeholder-photos/800/600.jpg')).toBeNull();
    expect(parsePlaceholderPhotoUrl('https://a.example/photos/800/600.webp')).toBeNull();
    expect(aspectRatioFromUrl('https://a.example/api/placeholder-photos/800/600.webp')).toBeCloseTo(4 / 3);
  });

  it('goes on 20 at a time after a list ending in a placeholder photo, on its host, up to the limit', () => {
    const urls = samplePhotoUrls('https://bento.example/');
    const more = morePlaceholderPhotos(urls, 2000);
    expect(more).toHaveLength(20);
    expect(parsePlaceholderPhotoUrl(more[0]!)).toMatchObject({
      host: 'https://bento.example/api/placeholder-photos',
      n: 101,
    });
    expect(morePlaceholderPhotos(urls, 110)).toHaveLength(10);
    expect(morePlaceholderPhotos(urls, 100)).toEqual([]);
    expect(morePlaceholderPhotos([...urls, 'https://a.example/x.jpg'], 2000)).toEqual([]);
    expect(morePlaceholderPhotos([], 2000)).toEqual([]);
  });
});
