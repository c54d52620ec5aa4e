import { createBox } from './defaults';
import { boxLayoutAt, isHiddenAt, toggleHideOnBreakpoint } from './responsive';

const shown = { hideOnMobile: false, hideOnTablet: false, hideOnDesktop: false };

describe('toggleHideOnBreakpoint', () => {
  it('hides and un-hides one breakpoint', () => {
    const hidden = toggleHideOnBreakpoint(shown, 'mobile');
    expect(hidden).toEqual({ ...shown, hideOnMobile: true });
    expect(toggleHideOnBreakpoint(hidden, 'mobile')).toEqual(shown);
  });

  it('treats missing flags as shown', () => {
    expect(toggleHideOnBreakpoint({}, 'tablet')).toEqual({ ...shown, hideOnTablet: true });
  });

  describe('never hides all three', () => {
    it('un-hides the other breakpoint that is not being previewed', () => {
      const mobileAndTablet = { hideOnMobile: true, hideOnTablet: true, hideOnDesktop: false };
      // Hiding desktop while previewing tablet: mobile is the one not previewed.
      expect(toggleHideOnBreakpoint(mobileAndTablet, 'desktop', 'tablet')).toEqual({
        hideOnMobile: false,
        hideOnTablet: true,
        hideOnDesktop: true,
      });
      // ... while previewing mobile: tablet comes back.
      expect(toggleHideOnBreakpoint(mobileAndTablet, 'desktop', 'mobile')).toEqual({
        hideOnMobile: true,
        hideOnTablet: false,
        hideOnDesktop: true,
      });
    });

    it('otherwise un-hides tablet', () => {
      const tabletAndDesktop = { hideOnMobile: false, hideOnTablet: true, hideOnDesktop: true };
      expect(toggleHideOnBreakpoint(tabletAndDesktop, 'mobile')).toEqual({
        hideOnMobile: true,
        hideOnTablet: false,
        hideOnDesktop: true,
      });
      expect(toggleHideOnBreakpoint(tabletAndDesktop, 'mobile', 'mobile')).toEqual({
        hideOnMobile: true,
        hideOnTablet: false,
        hideOnDesktop: true,
      });
    });

    it('or desktop when tablet is the one being hidden', () => {
      const mobileAndDesktop = { hideOnMobile: true, hideOnTablet: false, hideOnDesktop: true };
      expect(toggleHideOnBreakpoint(mobileAndDesktop, 'tablet', null)).toEqual({
        hideOnMobile: true,
        hideOnTablet: true,
        hideOnDesktop: false,
      });
    });
  });

  it('reads flags per breakpoint', () => {
    expect(isHiddenAt({ hideOnTablet: true }, 'tablet')).toBe(true);
    expect(isHiddenAt({ hideOnTablet: true }, 'desktop')).toBe(false);
  });
});

describe('boxLayoutAt', () => {
  const wide = createBox('a', 2, '', { colSpan: 4, rowSpan: 3 });

  it('uses the box spans on tablet and desktop, clamped to the columns', () => {
    expect(boxLayoutAt(wide, 'desktop', 5)).toEqual({ colSpan: 4, rowSpan: 3, order: 2, isHidden: false });
    expect(boxLayoutAt(wide, 'tablet', 3)).toMatchObject({ colSpan: 3, rowSpan: 3 });
  });

  it('applies the mobile fallbacks when no mobile span is set', () => {
    expect(boxLayoutAt(wide, 'mobile', 2)).toMatchObject({ colSpan: 1, rowSpan: 3 });
    expect(boxLayoutAt(wide, 'mobile', 4)).toMatchObject({ colSpan: 2 });
  });

  it('prefers explicit responsive values and forceFullWidthMobile', () => {
    const box = createBox('b', 1, '', {
      colSpan: 4,
      responsiveColSpan: { sm: 2, lg: 3 },
      responsiveRowSpan: { sm: 4 },
      responsiveOrder: { base: 7, md: 9 },
    });
    expect(boxLayoutAt(box, 'mobile', 2)).toMatchObject({ colSpan: 2, rowSpan: 4, order: 7 });
    expect(boxLayoutAt(box, 'desktop', 5)).toMatchObject({ colSpan: 3, order: 7 });
    expect(boxLayoutAt(box, 'tablet', 4)).toMatchObject({ colSpan: 4, order: 9 });
    expect(boxLayoutAt({ ...box, forceFullWidthMobile: true }, 'mobile', 2).colSpan).toBe(2);
  });

  it('reports hiding', () => {
    expect(boxLayoutAt({ ...wide, hideOnMobile: true }, 'mobile', 2).isHidden).toBe(true);
  });
});
