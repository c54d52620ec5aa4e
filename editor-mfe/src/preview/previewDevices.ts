// The widths preview shows (editor-core.md §4 'Preview animation', §2 device cycle): the device presets and the
// width preview starts at when the slider has not set one.
import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, type Breakpoint } from '@bento/core';

/** A phone, a tablet in portrait, a laptop screen (the spec leaves the preset widths to us). */
export const DEVICE_WIDTH = {
  mobile: 375,
  tablet: TABLET_MIN_WIDTH,
  desktop: 1280,
} as const satisfies Record<Breakpoint, number>;

export const DEVICE_LABEL: Record<Breakpoint, string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

const CYCLE: Record<Breakpoint, Breakpoint> = { mobile: 'tablet', tablet: 'desktop', desktop: 'mobile' };

/** The device cycle: mobile, then tablet, then desktop, then mobile again. */
export function nextDevice(device: Breakpoint): Breakpoint {
  return CYCLE[device];
}

/** Width changes of the window-derived preview width under this are ignored (§4). */
export const AUTO_WIDTH_MIN_CHANGE = 50;

/**
 * Preview width when the slider has not set one (§4): 0.9 × the window width; below the tablet threshold that
 * gives the phone width, below the desktop threshold the tablet width, below 1440 the desktop threshold, otherwise
 * the smaller of 1280 and 0.8 × that value.
 */
export function autoPreviewWidth(windowWidth: number): number {
  const width = 0.9 * windowWidth;
  if (width < TABLET_MIN_WIDTH) return DEVICE_WIDTH.mobile;
  if (width < DESKTOP_MIN_WIDTH) return TABLET_MIN_WIDTH;
  if (width < 1440) return DESKTOP_MIN_WIDTH;
  return Math.round(Math.min(1280, 0.8 * width));
}
