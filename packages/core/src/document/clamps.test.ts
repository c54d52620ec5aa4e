import {
  clampBgImagePadding,
  clampBlurStrength,
  clampBorderWidth,
  clampBoxPadding,
  clampBoxSpacing,
  clampCornerRadius,
  clampImageScale,
  clampMaxScreenWidth,
  clampOpacity,
  clampPanelColumns,
  clampSquircleStrength,
  cornerFromSlider,
  sliderFromCorner,
} from './clamps';

describe('corner radius', () => {
  it('is a whole number 0–50', () => {
    expect(clampCornerRadius(0, 29)).toBe(0);
    expect(clampCornerRadius(-1, 29)).toBe(0);
    expect(clampCornerRadius(50, 29)).toBe(50);
    expect(clampCornerRadius(51, 29)).toBe(50);
    expect(clampCornerRadius('12.6', 29)).toBe(13);
  });

  it('restores the previous value for a non-number', () => {
    expect(clampCornerRadius('abc', 29)).toBe(29);
    expect(clampCornerRadius('', 17)).toBe(17);
    expect(clampCornerRadius(null, 8)).toBe(8);
  });
});

describe('corner slider 0–100', () => {
  it('sets the radius with strength 1 up to 50', () => {
    expect(cornerFromSlider(0)).toEqual({ globalBoxRadius: 0, squircleStrength: 1 });
    expect(cornerFromSlider(29)).toEqual({ globalBoxRadius: 29, squircleStrength: 1 });
    expect(cornerFromSlider(50)).toEqual({ globalBoxRadius: 50, squircleStrength: 1 });
  });

  it('keeps radius 50 and raises the strength up to 9 above 50', () => {
    expect(cornerFromSlider(75)).toEqual({ globalBoxRadius: 50, squircleStrength: 5 });
    expect(cornerFromSlider(100)).toEqual({ globalBoxRadius: 50, squircleStrength: 9 });
    expect(cornerFromSlider(140)).toEqual({ globalBoxRadius: 50, squircleStrength: 9 });
    expect(cornerFromSlider(-5)).toEqual({ globalBoxRadius: 0, squircleStrength: 1 });
  });

  it('maps back to the slider position', () => {
    expect(sliderFromCorner(29, 1)).toBe(29);
    expect(sliderFromCorner(50, 9)).toBe(100);
    expect(sliderFromCorner(50, 5)).toBe(75);
  });
});

describe('panel clamps', () => {
  it.each([
    ['columns 1–9', clampPanelColumns, 1, 9],
    ['max screen width 320–1440', clampMaxScreenWidth, 320, 1440],
    ['box spacing 0–100', clampBoxSpacing, 0, 100],
    ['box padding 1–100', clampBoxPadding, 1, 100],
  ])('%s', (_name, clamp, min, max) => {
    expect(clamp(min, 7)).toBe(min);
    expect(clamp(min - 1, 7)).toBe(min);
    expect(clamp(max, 7)).toBe(max);
    expect(clamp(max + 1, 7)).toBe(max);
    expect(clamp('not a number', 7)).toBe(7);
  });
});

describe('squircle strength', () => {
  it('is 1–10 with fallback 5', () => {
    expect(clampSquircleStrength(1)).toBe(1);
    expect(clampSquircleStrength(0)).toBe(1);
    expect(clampSquircleStrength(10)).toBe(10);
    expect(clampSquircleStrength(11)).toBe(10);
    expect(clampSquircleStrength(undefined)).toBe(5);
    expect(clampSquircleStrength('x')).toBe(5);
  });
});

describe('box style ranges', () => {
  it('clamp at both ends', () => {
    expect([clampBorderWidth(-1), clampBorderWidth(11)]).toEqual([0, 10]);
    expect([clampOpacity(-0.1), clampOpacity(1.5)]).toEqual([0, 1]);
    expect([clampImageScale(0), clampImageScale(3)]).toEqual([0.1, 2]);
    expect([clampBgImagePadding(-3), clampBgImagePadding(30)]).toEqual([0, 25]);
    expect([clampBlurStrength(-1), clampBlurStrength(21)]).toEqual([0, 20]);
    expect(clampOpacity(Number.NaN)).toBe(1);
  });
});
