import { stepFontSize } from './fonts';

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
