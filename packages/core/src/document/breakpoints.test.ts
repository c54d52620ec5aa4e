import { breakpointForWidth, columnsForBreakpoint, spacingForBreakpoint } from './breakpoints';
import { createDefaultGridSettings } from './defaults';

describe('breakpointForWidth', () => {
  it.each([
    [0, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [2560, 'desktop'],
  ])('%i px → %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });
});

describe('columnsForBreakpoint', () => {
  it('reads the responsive columns', () => {
    const settings = createDefaultGridSettings();
    expect(columnsForBreakpoint(settings, 'mobile')).toBe(2);
    expect(columnsForBreakpoint(settings, 'tablet')).toBe(4);
    expect(columnsForBreakpoint(settings, 'desktop')).toBe(5);
  });

  it('derives missing responsive columns from columnsCount', () => {
    expect(columnsForBreakpoint({ columnsCount: 5 }, 'tablet')).toBe(4);
    expect(columnsForBreakpoint({ columnsCount: 3, responsiveColumnsCount: { mobile: 1 } }, 'mobile')).toBe(
      1,
    );
    expect(columnsForBreakpoint({ columnsCount: 3, responsiveColumnsCount: { mobile: 1 } }, 'desktop')).toBe(
      3,
    );
    expect(columnsForBreakpoint({ columnsCount: Number.NaN }, 'desktop')).toBe(5);
  });

  it('stays within the engine clamp 1–12', () => {
    expect(columnsForBreakpoint({ columnsCount: 20 }, 'desktop')).toBe(12);
    expect(columnsForBreakpoint({ columnsCount: 5, responsiveColumnsCount: { mobile: 0 } }, 'mobile')).toBe(
      1,
    );
  });
});

describe('spacingForBreakpoint', () => {
  it('mobile 0.6 × spacing, at least 6', () => {
    expect(spacingForBreakpoint(20, 'mobile')).toBe(12);
    expect(spacingForBreakpoint(5, 'mobile')).toBe(6);
  });

  it('tablet 0.8 × spacing, at least 8', () => {
    expect(spacingForBreakpoint(20, 'tablet')).toBe(16);
    expect(spacingForBreakpoint(5, 'tablet')).toBe(8);
  });

  it('desktop as set', () => {
    expect(spacingForBreakpoint(17, 'desktop')).toBe(17);
    expect(spacingForBreakpoint(0, 'desktop')).toBe(0);
  });
});
