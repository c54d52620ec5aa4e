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
 * The controls of the selected box while it is editable (rendered by the canvas for that box only). No store
 * subscription of its own: at 2,000 boxes one per box made every change notify 2,000 selectors, and each kept the
 * store state of its box's last render alive (issue 34). (An image drop's overlay is drawn into the box by the
 * canvas: images/drop/DropOverlays.tsx.)
 */
export function BoxExtras(props: BoxExtrasProps) {
  return (
    <Suspense fallback={null}>
      <SelectedBoxControls {...props} />
    </Suspense>
  );
}
