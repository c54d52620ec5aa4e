import { nestedBoxRadius, squircleMinHeight, staggerDelayMs } from './layoutMath';

describe('squircleMinHeight', () => {
  it('is max(60, 30 × rowSpan)', () => {
    expect(squircleMinHeight(1)).toBe(60);
    expect(squircleMinHeight(2)).toBe(60);
    expect(squircleMinHeight(3)).toBe(90);
    expect(squircleMinHeight(12)).toBe(360);
  });

  it('falls back to 100', () => {
    expect(squircleMinHeight(undefined)).toBe(100);
    expect(squircleMinHeight(Number.NaN)).toBe(100);
    expect(squircleMinHeight(0)).toBe(100);
  });
});

describe('nestedBoxRadius', () => {
  it('is max(4, 0.7 × global)', () => {
    expect(nestedBoxRadius(29)).toBeCloseTo(20.3);
    expect(nestedBoxRadius(5)).toBe(4);
    expect(nestedBoxRadius(0)).toBe(4);
  });
});

describe('staggerDelayMs', () => {
  it('is 50 + 50 × (1 − 0.5^index)', () => {
    expect(staggerDelayMs(0)).toBe(50);
    expect(staggerDelayMs(1)).toBe(75);
    expect(staggerDelayMs(2)).toBe(87.5);
    expect(staggerDelayMs(60)).toBeCloseTo(100);
  });
});
