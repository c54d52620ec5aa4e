import { breakpointForWidth } from '@bento/core';
import { autoPreviewWidth, DEVICE_WIDTH, nextDevice } from './previewDevices';

describe('the window-derived preview width (editor-core.md §4)', () => {
  it.each([
    [390, 375], // 351: below the tablet threshold → the phone width
    [853, 375], // 767.7
    [854, 768], // 768.6: tablet
    [1137, 768], // 1023.3
    [1138, 1024], // 1024.2: desktop threshold
    [1440, 1024], // 1296: below 1440
    [1600, 1152], // 1440: min(1280, 0.8 × 1440)
    [2560, 1280], // 2304: 1843 → 1280
  ])('a %i px window gives %i px', (windowWidth, width) => {
    expect(autoPreviewWidth(windowWidth)).toBe(width);
  });
});

describe('the device cycle', () => {
  it('goes mobile → tablet → desktop → mobile, each preset inside its breakpoint', () => {
    expect(nextDevice('mobile')).toBe('tablet');
    expect(nextDevice('tablet')).toBe('desktop');
    expect(nextDevice('desktop')).toBe('mobile');
    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      expect(breakpointForWidth(DEVICE_WIDTH[device])).toBe(device);
    }
  });
});
