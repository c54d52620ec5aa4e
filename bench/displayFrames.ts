// Frame times counted in display frames, for the benches that follow a scroll or a drag frame by frame.

/** One frame of a 60 Hz display. */
export const DISPLAY_FRAME_MS = 1000 / 60;

/**
 * A p95 frame time in display frames. Headless Chromium's rAF timestamps carry timer jitter (a static page itself
 * measures 16.6–16.8 ms), so the p95 is rounded to whole frames; rounding is monotonic, so the p95 of the rounded
 * frame times is the rounded p95. The target "one frame" then means no dropped frame at the 95th percentile.
 */
export const inDisplayFrames = (ms: number) => Math.max(1, Math.round(ms / DISPLAY_FRAME_MS));
