// Which boxes play the entry animation (editor-core.md §4: adding a box plays a fade-and-scale entry animation,
// staggered by index). The boxes already on the page when the editor opens are the user's page, not additions:
// they are drawn at once, so the first screen is not held back by a fade (issue 17: the grid is the largest paint).
import { useState, type AnimationEvent } from 'react';
import type { Box } from '@bento/core';

export interface EnteringBoxes {
  /** True for a box that arrived after the canvas first rendered (added, pasted, imported) and is still entering. */
  isEntering(id: string): boolean;
  /**
   * The box's onAnimationEnd: once its entry has played, it is drawn as any other box. A finished animation left
   * on an element is kept by the browser (about 2.5 KB each, and a style cost): 2,000 added boxes kept ~5 MB
   * (issue 34). The class and delay are taken off the element at once, without rendering the grid again; the box's
   * next render leaves them off too.
   */
  onEntered(event: AnimationEvent<HTMLElement>): void;
}

/** `enteringClass`: the class that plays the animation (taken off once it has played). */
export function useEnteringBoxes(boxes: readonly Box[], enteringClass: string | undefined): EnteringBoxes {
  const [entering] = useState((): EnteringBoxes => {
    const shownAtOpen = new Set(boxes.map((box) => box.id));
    const entered = new Set<string>();
    return {
      isEntering: (id) => !shownAtOpen.has(id) && !entered.has(id),
      onEntered: (event) => {
        const element = event.currentTarget;
        const id = element.dataset.boxId;
        // Animations of the box's content bubble here too.
        if (event.target !== element || !id || !enteringClass || !element.classList.contains(enteringClass))
          return;
        entered.add(id);
        element.classList.remove(enteringClass);
        element.style.removeProperty('animation-delay');
      },
    };
  });
  return entering;
}
