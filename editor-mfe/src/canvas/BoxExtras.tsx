import type { Breakpoint, Box } from '@bento/core';
import { lazy, Suspense } from 'react';

export interface BoxExtrasProps {
  box: Box;
  breakpoint: Breakpoint | undefined;
  onGestureEnd: () => void;
}

// Not part of the first screen (issue 17): see ./SelectedBoxControls.tsx.
export const loadBoxControls = () => import('./SelectedBoxControls');
const SelectedBoxControls = lazy(() =>
  loadBoxControls().then((module) => ({ default: module.SelectedBoxControls })),
);

/**
 * Rendered by every box; shows the controls only while the box is selected and editable (`shown`, from the
 * grid's selection and the canvas's mode). No store subscription of its own: at 2,000 boxes one per box made
 * every change notify 2,000 selectors, and each kept the store state of its box's last render alive (issue 34).
 * (An image drop's overlay is drawn into the box by the canvas: images/drop/DropOverlays.tsx.)
 */
export function BoxExtras({ shown, ...props }: BoxExtrasProps & { shown: boolean }) {
  return shown ? (
    <Suspense fallback={null}>
      <SelectedBoxControls {...props} />
    </Suspense>
  ) : null;
}
