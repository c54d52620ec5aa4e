import type { Breakpoint, Box } from '@bento/core';
import { useAppSelector } from '@bento/store';
import { lazy, Suspense } from 'react';
import { selectIsBoxSelected, selectIsPreviewMode, selectIsReadOnly } from '../state/editorSlice';
import { BoxDropOverlay } from '../images/drop/DropOverlays';

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
 * Rendered by every box; shows the controls only while the box is selected and editable. Its one subscription
 * is a boolean, so a selection change re-renders only the boxes it concerns (the grid's renderBoxExtras stays
 * stable).
 */
export function BoxExtras(props: BoxExtrasProps) {
  const shown = useAppSelector(
    (state) =>
      selectIsBoxSelected(state, props.box.id) && !selectIsPreviewMode(state) && !selectIsReadOnly(state),
  );
  return (
    <>
      {shown ? (
        <Suspense fallback={null}>
          <SelectedBoxControls {...props} />
        </Suspense>
      ) : null}
      <BoxDropOverlay boxId={props.box.id} />
    </>
  );
}
