import { clampToBound, dataUrlLength, LIMITS, toNumber } from './bounds';

describe('dataUrlLength', () => {
  it('is the base64 length plus the longest image prefix', () => {
    expect(dataUrlLength(3)).toBe('data:image/svg+xml;base64,'.length + 4);
    expect(dataUrlLength(4)).toBe('data:image/svg+xml;base64,'.length + 8);
  });

  it('sizes the URL limits on the spec upload caps (5 MB box, 2 MB container)', () => {
    expect(LIMITS.boxMediaUrlLength).toBe(26 + 4 * Math.ceil(5_242_880 / 3));
    expect(LIMITS.containerImageUrlLength).toBe(26 + 4 * Math.ceil(2_097_152 / 3));
  });
});

describe('clampToBound', () => {
  const bound = { min: 1, max: 9, integer: true };

  it('clamps at and beyond both ends', () => {
    expect(clampToBound(1, bound, 5)).toBe(1);
    expect(clampToBound(0, bound, 5)).toBe(1);
    expect(clampToBound(9, bound, 5)).toBe(9);
    expect(clampToBound(10, bound, 5)).toBe(9);
  });

  it('rounds integral bounds and falls back on non-finite values', () => {
    expect(clampToBound(3.6, bound, 5)).toBe(4);
    expect(clampToBound(3.6, { min: 0, max: 10 }, 5)).toBe(3.6);
    expect(clampToBound(Number.NaN, bound, 5)).toBe(5);
    expect(clampToBound(Infinity, bound, 5)).toBe(5);
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric strings only', () => {
    expect(toNumber(4)).toBe(4);
    expect(toNumber(' 12px')).toBe(12);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
    expect(toNumber(null)).toBeNaN();
    expect(toNumber(true)).toBeNaN();
  });
});
