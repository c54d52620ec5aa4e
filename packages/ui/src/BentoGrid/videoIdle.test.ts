import { VIDEO_IDLE_MS } from '@bento/core';
import { VIDEO_IN_VIEW, videoIdleChecked, videoVisibilityChanged, type VideoIdleState } from './videoIdle';

/** The state after the video leaves the view at `leftAt` and is checked at each of `checks`. */
function hiddenAndChecked(leftAt: number, checks: number[]): VideoIdleState {
  const hidden = videoVisibilityChanged(VIDEO_IN_VIEW, false, leftAt);
  return checks.reduce((state, now) => videoIdleChecked(state, now), hidden);
}

describe('idle background videos', () => {
  it('keeps a video in view, however long it plays', () => {
    expect(videoIdleChecked(VIDEO_IN_VIEW, 10 * VIDEO_IDLE_MS)).toBe(VIDEO_IN_VIEW);
  });

  it('releases a video once it has been out of view for 60 s, not before', () => {
    expect(hiddenAndChecked(0, [30_000, 59_999]).released).toBe(false);
    expect(hiddenAndChecked(0, [30_000, 60_000]).released).toBe(true);
  });

  it('counts from when the video left the view, not from later reports that it is still out', () => {
    const hidden = videoVisibilityChanged(VIDEO_IN_VIEW, false, 1_000);
    const reportedAgain = videoVisibilityChanged(hidden, false, 50_000);
    expect(reportedAgain.hiddenSince).toBe(1_000);
    expect(videoIdleChecked(reportedAgain, 61_000).released).toBe(true);
  });

  it('starts over when the video comes back into view, released or not', () => {
    const released = hiddenAndChecked(0, [60_000]);
    expect(videoVisibilityChanged(released, true, 70_000)).toEqual(VIDEO_IN_VIEW);
    // back in view shortly before the limit: the next time out starts from zero
    const backSoon = videoVisibilityChanged(videoVisibilityChanged(VIDEO_IN_VIEW, false, 0), true, 50_000);
    const outAgain = videoVisibilityChanged(backSoon, false, 55_000);
    expect(videoIdleChecked(outAgain, 90_000).released).toBe(false);
    expect(videoIdleChecked(outAgain, 115_000).released).toBe(true);
  });

  it('stays released (the same state) on later checks', () => {
    const released = hiddenAndChecked(0, [60_000]);
    expect(videoIdleChecked(released, 90_000)).toBe(released);
  });
});
