// The delete (150 ms) and duplicate (350 ms) animations of editor-core.md §4. They run on the boxes' elements
// with the Web Animations API; a failure (no API, element gone, animation cancelled) is swallowed and the action
// still completes. Reduced motion skips them.
import { DELETE_ANIMATION_MS, DUPLICATE_ANIMATION_MS } from '@bento/core';
import type { AppDispatch, RootState } from '@bento/store';
import { selectedBoxesDeleted, selectedBoxesDuplicated, selectSelection } from '../state/editorSlice';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<void>;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

function boxElements(ids: readonly string[]): HTMLElement[] {
  if (typeof document === 'undefined') return [];
  return ids.flatMap((id) => [
    ...document.querySelectorAll<HTMLElement>(`[data-box-id="${CSS.escape(id)}"]`),
  ]);
}

/** Plays `keyframes` on the boxes and resolves when all finish; never rejects. */
export async function animateBoxes(
  ids: readonly string[],
  keyframes: Keyframe[],
  duration: number,
): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const runs = boxElements(ids).map(
      (el) => el.animate(keyframes, { duration, easing: 'ease-out' }).finished,
    );
    await Promise.all(runs);
  } catch {
    // Animation failures are swallowed (editor-core.md §4).
  }
}

const DELETE_FRAMES: Keyframe[] = [
  { opacity: 1, transform: 'scale(1)' },
  { opacity: 0, transform: 'scale(0.85)' },
];
const DUPLICATE_FRAMES: Keyframe[] = [
  { opacity: 0, transform: 'scale(0.9)' },
  { opacity: 1, transform: 'scale(1)' },
];

/** Delete the selected boxes after the pre-delete animation. */
export function deleteSelectedBoxes(): Thunk {
  return async (dispatch, getState) => {
    await animateBoxes(selectSelection(getState()).ids, DELETE_FRAMES, DELETE_ANIMATION_MS);
    dispatch(selectedBoxesDeleted());
  };
}

/** Duplicate the selected boxes, then play the duplicate animation on the copies (they are the new selection). */
export function duplicateSelectedBoxes(): Thunk {
  return async (dispatch, getState) => {
    dispatch(selectedBoxesDuplicated());
    // Let React commit the copies before animating them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await animateBoxes(selectSelection(getState()).ids, DUPLICATE_FRAMES, DUPLICATE_ANIMATION_MS);
  };
}
