import { containerPresetWidth, containerWidthClassForWidth } from './containerWidth';

describe('containerWidthClassForWidth', () => {
  it.each([
    [320, 'max-w-sm'],
    [640, 'max-w-sm'],
    [641, 'max-w-md'],
    [768, 'max-w-md'],
    [769, 'max-w-lg'],
    [1024, 'max-w-lg'],
    [1025, 'max-w-xl'],
    [1280, 'max-w-xl'],
    [1281, 'max-w-2xl'],
    [1440, 'max-w-2xl'],
    [1441, 'max-w-7xl'],
  ])('%i → %s', (width, cls) => {
    expect(containerWidthClassForWidth(width)).toBe(cls);
  });
});

describe('containerPresetWidth', () => {
  it.each([
    ['sm', '375px'],
    ['md', '768px'],
    ['lg', '1024px'],
    ['xl', '1280px'],
    ['2xl', '1440px'],
    ['7xl', '1280px'],
    ['full', '100%'],
    ['max-w-md', '768px'],
    ['max-w-7xl', '1280px'],
  ])('%s → %s', (preset, width) => {
    expect(containerPresetWidth(preset)).toBe(width);
  });

  it('falls back to 1280px for unknown values', () => {
    expect(containerPresetWidth('huge')).toBe('1280px');
    expect(containerPresetWidth(undefined)).toBe('1280px');
    expect(containerPresetWidth('toString')).toBe('1280px');
  });
});
