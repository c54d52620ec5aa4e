// Which boxes play the entry animation (editor-core.md §4: adding a box plays a fade-and-scale entry animation,
// staggered by index). The boxes already on the page when the editor opens are the user's page, not additions:
// they are drawn at once, so the first screen is not held back by a fade (issue 17: the grid is the largest paint).
import { useState } from 'react';
import type { Box } from '@bento/core';

/** A test of box ids: true for a box that arrived after the canvas first rendered (added, pasted, imported). */
export function useEnteringBoxes(boxes: readonly Box[]): (id: string) => boolean {
  const [isEntering] = useState(() => {
    const shownAtOpen = new Set(boxes.map((box) => box.id));
    return (id: string) => !shownAtOpen.has(id);
  });
  return isEntering;
}
