import { createDefaultGridSettings, type GridSettings } from '@bento/core';
import {
  SHADOW_PRESETS,
  containerMaxWidth,
  gridRegionStyle,
  pageBackgroundColor,
  pageTone,
  shadowFor,
  squircleCornerShape,
} from './gridStyle';

function settings(overrides: Partial<GridSettings> = {}): GridSettings {
  return { ...createDefaultGridSettings(), ...overrides };
}

describe('gridRegionStyle', () => {
  it('emits columns, spacing (with the mobile / tablet multipliers) and padding per breakpoint', () => {
    const style = gridRegionStyle(settings({ boxSpacing: 20, innerContainerPadding: 40 }));
    expect(style).toMatchObject({
      '--bento-columns-mobile': 2,
      '--bento-columns-tablet': 4,
      '--bento-columns-desktop': 5,
      '--bento-gap-mobile': '12px',
      '--bento-gap-tablet': '16px',
      '--bento-gap-desktop': '20px',
      '--bento-padding-mobile': '30px',
      '--bento-padding-tablet': '36px',
      '--bento-padding-desktop': '40px',
    });
    // minimums: mobile 6, tablet 8
    expect(gridRegionStyle(settings({ boxSpacing: 5 }))).toMatchObject({
      '--bento-gap-mobile': '6px',
      '--bento-gap-tablet': '8px',
      '--bento-gap-desktop': '5px',
    });
  });

  it('derives missing responsive columns from columnsCount', () => {
    const partial = { ...settings({ columnsCount: 8 }), responsiveColumnsCount: undefined };
    const style = gridRegionStyle(partial as unknown as GridSettings);
    expect(style['--bento-columns-desktop']).toBe(8);
    expect(style['--bento-columns-mobile']).toBe(2);
  });

  it('sets the container background, radius, shadow and max width', () => {
    const style = gridRegionStyle(
      settings({
        containerBgColor: '#123456',
        containerBgImageUrl: 'https://img.example/bg.jpg',
        containerBorderRadius: '24px',
        containerBoxShadow: 'medium',
        containerPadding: 960,
      }),
    );
    expect(style).toMatchObject({
      backgroundColor: '#123456',
      backgroundImage: 'url("https://img.example/bg.jpg")',
      borderRadius: '24px',
      boxShadow: SHADOW_PRESETS.medium,
      '--bento-max-width': '960px',
    });
  });

  it('drops unsafe container values', () => {
    const style = gridRegionStyle(
      settings({
        containerBgColor: 'red; background-image: url(https://tracker.example/x)',
        containerBgImageUrl: 'javascript:alert(1)',
        containerBorderRadius: '8px; color: red',
      }),
    );
    expect(style.backgroundColor).toBe('transparent');
    expect(style.backgroundImage).toBeUndefined();
    expect(style.borderRadius).toBe('8px');
  });

  it('gives the global radius, nested radius max(4, 0.7 × radius) and box shadow as variables', () => {
    expect(gridRegionStyle(settings({ globalBoxRadius: 30, globalBoxShadow: 'strong' }))).toMatchObject({
      '--bento-radius': '30px',
      '--bento-nested-radius': '21px',
      '--bento-box-shadow': SHADOW_PRESETS.strong,
      '--bento-nested-gap': '8px',
      '--bento-nested-inset': '12px',
      '--bento-nested-columns': 2,
    });
    expect(gridRegionStyle(settings({ globalBoxRadius: 2 }))['--bento-nested-radius']).toBe('4px');
  });

  it('sets a superellipse corner shape only when squircles are on', () => {
    expect(gridRegionStyle(settings())['--bento-corner-shape']).toBe('superellipse(2)');
    expect(gridRegionStyle(settings({ useSquircles: false }))).not.toHaveProperty('--bento-corner-shape');
  });
});

describe('squircleCornerShape', () => {
  it('is the squircle at strength 1 and smooths further with strength, staying sensible', () => {
    expect(squircleCornerShape(1)).toBe('superellipse(2)');
    expect(squircleCornerShape(9)).toBe('superellipse(3)');
    expect(squircleCornerShape(undefined)).toBe('superellipse(2.5)'); // core's fallback strength 5
    expect(squircleCornerShape(99)).toBe('superellipse(3.125)'); // clamped to 10
  });
});

describe('shadowFor', () => {
  it('maps the five presets and tolerates labels and unknown values', () => {
    expect(Object.keys(SHADOW_PRESETS)).toEqual(['none', 'subtle', 'medium', 'pronounced', 'strong']);
    expect(shadowFor('Pronounced')).toBe(SHADOW_PRESETS.pronounced);
    expect(shadowFor('none')).toBe('none');
    expect(shadowFor('glow')).toBe('none');
    expect(shadowFor(undefined)).toBe('none');
  });
});

describe('containerMaxWidth', () => {
  it('uses containerPadding, else the containerWidth class preset', () => {
    expect(containerMaxWidth(settings())).toBe('1280px');
    expect(containerMaxWidth(settings({ containerPadding: Number.NaN, containerWidth: 'max-w-md' }))).toBe(
      '768px',
    );
    expect(containerMaxWidth(settings({ containerPadding: 0, containerWidth: 'weird' }))).toBe('1280px');
  });
});

describe('pageBackgroundColor (Apply to Page)', () => {
  it('is the container colour while Apply to Page is on (the default), and nothing when it is off', () => {
    expect(pageBackgroundColor(settings())).toBe('#ededed');
    expect(pageBackgroundColor(settings({ containerBgColor: '#0A0A0A' }))).toBe('#0A0A0A');
    expect(
      pageBackgroundColor(settings({ containerBgColor: '#0A0A0A', syncMainBackground: false })),
    ).toBeNull();
  });

  it('counts a missing flag as on (older documents) and drops an unusable colour', () => {
    const older = { containerBgColor: '#123456' } as GridSettings;
    expect(pageBackgroundColor(older)).toBe('#123456');
    expect(pageBackgroundColor(settings({ containerBgColor: 'red; color: blue' }))).toBeNull();
  });
});

describe('pageTone', () => {
  it('says whether text on the page colour must be light', () => {
    expect(pageTone('#0A0A0A')).toBe('dark');
    expect(pageTone('#123')).toBe('dark');
    expect(pageTone('rgb(20, 30, 60)')).toBe('dark');
    expect(pageTone('#ededed')).toBe('light');
    expect(pageTone('rgba(255 255 255 / 90%)')).toBe('light');
  });

  it('cannot tell for keywords, other notations, see-through colours or no colour', () => {
    expect(pageTone('transparent')).toBeNull();
    expect(pageTone('hsl(0 0% 5%)')).toBeNull();
    expect(pageTone('rgba(0, 0, 0, 0.2)')).toBeNull();
    expect(pageTone('#00000010')).toBeNull();
    expect(pageTone(null)).toBeNull();
  });
});
