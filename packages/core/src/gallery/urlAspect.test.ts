import { aspectRatioFromUrl } from './urlAspect';

describe('aspectRatioFromUrl', () => {
  it.each([
    ['https://img.example/1200x800/photo.jpg', 1.5],
    ['https://img.example/photo-640x480.jpg', 640 / 480],
    ['https://img.example/p/300×600', 0.5],
    ['https://img.example/photo.jpg?w=400&h=100', 4],
    ['https://img.example/photo.jpg?width=300&height=200', 1.5],
    // The query wins over a path that looks like a size.
    ['https://img.example/1x1/photo.jpg?w=200&h=100', 2],
  ])('%s → %d', (url, expected) => {
    expect(aspectRatioFromUrl(url)).toBeCloseTo(expected, 10);
  });

  it.each([
    'https://img.example/photo.jpg',
    'https://img.example/0x100/a.jpg',
    'https://img.example/10000x100/a.jpg',
    'https://img.example/a.jpg?w=-4&h=3',
    'https://img.example/a.jpg?w=abc&h=3',
    'https://img.example/2024/05/a.jpg',
    'not a url',
  ])('does not guess for %s', (url) => {
    expect(aspectRatioFromUrl(url)).toBeNull();
  });
});
