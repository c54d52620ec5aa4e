import { createBox, type Box } from '@bento/core';
import { MOBILE_ORDER_OFFSET, boxLayoutVars } from './layoutVars';

const columns = { mobile: 2, tablet: 4, desktop: 5 } as const;

function vars(options: Parameters<typeof createBox>[3] = {}, order = 3): ReturnType<typeof boxLayoutVars> {
  return boxLayoutVars(createBox('b', order, '', options), columns);
}

describe('boxLayoutVars', () => {
  it('emits span, rows, order and squircle min height for every breakpoint', () => {
    expect(vars({ colSpan: 1, rowSpan: 1 })).toEqual({
      '--bento-span-mobile': 1,
      '--bento-span-tablet': 1,
      '--bento-span-desktop': 1,
      '--bento-rows-mobile': 1,
      '--bento-rows-tablet': 1,
      '--bento-rows-desktop': 1,
      '--bento-order-mobile': 3,
      '--bento-order-tablet': 3,
      '--bento-order-desktop': 3,
      '--bento-min-height-mobile': '60px',
      '--bento-min-height-tablet': '60px',
      '--bento-min-height-desktop': '60px',
    });
  });

  it('applies the mobile fallbacks: half the columns, 0.7 × the rows rounded up', () => {
    expect(vars({ colSpan: 4, rowSpan: 3 })).toMatchObject({
      '--bento-span-desktop': 4,
      '--bento-rows-desktop': 3,
      '--bento-span-tablet': 4,
      '--bento-rows-tablet': 3,
      '--bento-span-mobile': 1,
      '--bento-rows-mobile': 3,
    });
    expect(vars({ colSpan: 2, rowSpan: 4 })).toMatchObject({
      '--bento-span-mobile': 1,
      '--bento-rows-mobile': 3,
    });
    // squircle minimum height follows the row span of each breakpoint: max(60, 30 × rowSpan)
    expect(vars({ rowSpan: 4 })['--bento-min-height-desktop']).toBe('120px');
    expect(vars({ rowSpan: 4 })['--bento-min-height-mobile']).toBe('90px');
  });

  it('clamps spans to the columns of each breakpoint', () => {
    expect(vars({ colSpan: 5 })).toMatchObject({ '--bento-span-desktop': 5, '--bento-span-tablet': 4 });
  });

  it('uses responsive spans and order when set', () => {
    const v = vars({
      colSpan: 2,
      responsiveColSpan: { sm: 2, md: 3, lg: 1 },
      responsiveRowSpan: { sm: 1, md: 2, lg: 4 },
      responsiveOrder: { base: 7, md: 9 },
    });
    expect(v).toMatchObject({
      '--bento-span-mobile': 2,
      '--bento-rows-mobile': 1,
      '--bento-order-mobile': 7,
      '--bento-span-tablet': 3,
      '--bento-rows-tablet': 2,
      '--bento-order-tablet': 9,
      '--bento-span-desktop': 1,
      '--bento-rows-desktop': 4,
      '--bento-order-desktop': 7,
    });
    expect(Object.keys(v).filter((key) => key.startsWith('--bento-display-'))).toEqual([]);
  });

  it('spans every mobile column with forceFullWidthMobile, even over a responsive mobile span', () => {
    expect(vars({ colSpan: 1, forceFullWidthMobile: true, responsiveColSpan: { sm: 1 } })).toMatchObject({
      '--bento-span-mobile': 2,
      '--bento-span-desktop': 1,
    });
  });

  it('hides per breakpoint with --bento-display-<bp>: none, and only there', () => {
    const v = vars({ hideOnMobile: true, hideOnDesktop: true });
    expect(v['--bento-display-mobile']).toBe('none');
    expect(v['--bento-display-desktop']).toBe('none');
    expect(v).not.toHaveProperty('--bento-display-tablet');
    expect(vars()).not.toHaveProperty('--bento-display-mobile');
  });

  it('moves mobileOrder top / bottom boxes before / after the others on mobile only', () => {
    const top = vars({ mobileOrder: 'top' }, 5);
    const bottom = vars({ mobileOrder: 'bottom' }, -5);
    const plain = vars({}, 1_000_000);
    expect(top['--bento-order-mobile']).toBe(5 - MOBILE_ORDER_OFFSET);
    expect(top['--bento-order-desktop']).toBe(5);
    expect(bottom['--bento-order-mobile']).toBe(-5 + MOBILE_ORDER_OFFSET);
    const order = (v: typeof top) => Number(v['--bento-order-mobile']);
    expect(order(top)).toBeLessThan(order(vars({}, -1_000_000)));
    expect(order(plain)).toBeLessThan(order(bottom));
    expect(order(bottom)).toBeLessThan(2 ** 31);
  });

  it('keeps a whole-number desktop position from gridColumn / gridRow when it fits', () => {
    expect(vars({ colSpan: 2, gridColumn: 4, gridRow: '2' })).toMatchObject({
      '--bento-col-start-desktop': 4,
      '--bento-row-start-desktop': 2,
    });
    const tooWide = vars({ colSpan: 3, gridColumn: 4, gridRow: 'span 2' as Box['gridRow'] });
    expect(tooWide).not.toHaveProperty('--bento-col-start-desktop');
    expect(tooWide).not.toHaveProperty('--bento-row-start-desktop');
  });
});
