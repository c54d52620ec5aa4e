// When a gallery loads its next images (editor-core.md §9 'Infinite scroll'): as the end comes within the scroll
// threshold, or while the gallery is shorter than 2.5 screens (the screen is still being filled). Without the
// visitor scrolling, at most 10 rounds follow each other: a gallery that never grows tall enough (images failing,
// a hidden container) stops instead of loading the whole list.
import { MAX_FILL_SCREEN_ROUNDS, MORE_CONTENT_MIN_VIEWPORTS } from '../document/constants';

export interface LoadMoreCheck {
  /** Px from the bottom of the screen to the end of the gallery (negative: the end is on screen). */
  distanceToEnd: number;
  /** The configuration's scrollThreshold, px. */
  threshold: number;
  /** The gallery's height and the screen's, px. */
  contentHeight: number;
  viewportHeight: number;
  /** Rounds loaded since the visitor last scrolled. */
  roundsWithoutScroll: number;
}

export function shouldLoadMore(check: LoadMoreCheck): boolean {
  if (check.roundsWithoutScroll >= MAX_FILL_SCREEN_ROUNDS) return false;
  const fillingScreen = check.contentHeight < MORE_CONTENT_MIN_VIEWPORTS * check.viewportHeight;
  return fillingScreen || check.distanceToEnd < check.threshold;
}
