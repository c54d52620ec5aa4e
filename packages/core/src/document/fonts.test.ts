import { fontSizeToPx, legacyFontSizeBucket, stepFontSize } from './fonts';

describe('stepFontSize (Cmd/Ctrl + and −)', () => {
  it('moves through the size list', () => {
    expect(stepFontSize(16, 1)).toBe(18);
    expect(stepFontSize(16, -1)).toBe(14);
    expect(stepFontSize(48, 1)).toBe(64);
  });

  it('stays at the ends', () => {
    expect(stepFontSize(128, 1)).toBe(128);
    expect(stepFontSize(12, -1)).toBe(12);
  });

  it('moves an in-between size to the neighbour in that direction', () => {
    expect(stepFontSize(20, 1)).toBe(24);
    expect(stepFontSize(20, -1)).toBe(18);
  });
});

describe('legacyFontSizeBucket', () => {
  it.each([
    [12, 1],
    [14, 2],
    [16, 3],
    [20, 4],
    [28, 5],
    [40, 6],
    [41, 7],
    [128, 7],
  ])('%i px → %i', (px, bucket) => {
    expect(legacyFontSizeBucket(px)).toBe(bucket);
  });
});

describe('fontSizeToPx', () => {
  it('reads numbers and px strings', () => {
    expect(fontSizeToPx(14)).toBe(14);
    expect(fontSizeToPx('16px')).toBe(16);
    expect(fontSizeToPx('18')).toBe(18);
    expect(fontSizeToPx('1.5em')).toBeNull();
    expect(fontSizeToPx(undefined)).toBeNull();
  });
});
