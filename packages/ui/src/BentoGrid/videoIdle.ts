// When a background video out of view lets go of its media (editor-core.md §9: 'Idle videos are paused and
// dropped from the video cache after 60 s, checked every 30 s'). Pure: the caller reports what its
// IntersectionObserver saw and runs the periodic check, each with the time it happened.
import { VIDEO_IDLE_MS } from '@bento/core';

export interface VideoIdleState {
  /** When the video left the view (ms); null while it is in view. */
  hiddenSince: number | null;
  /** Paused with its source dropped; it loads and plays again once back in view. */
  released: boolean;
}

export const VIDEO_IN_VIEW: VideoIdleState = { hiddenSince: null, released: false };

/** The video came into view (and gets its source back if it was released) or left it at `now`. */
export function videoVisibilityChanged(state: VideoIdleState, inView: boolean, now: number): VideoIdleState {
  if (inView) return VIDEO_IN_VIEW;
  return state.hiddenSince === null ? { ...state, hiddenSince: now } : state;
}

/** The periodic check at `now`: a video out of view for VIDEO_IDLE_MS or longer is released. */
export function videoIdleChecked(state: VideoIdleState, now: number): VideoIdleState {
  const idle = state.hiddenSince !== null && now - state.hiddenSince >= VIDEO_IDLE_MS;
  return idle && !state.released ? { ...state, released: true } : state;
}
