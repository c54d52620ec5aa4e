import { useCallback, useEffect, useRef } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@bento/store';
import type { ChangePhase } from '@bento/ui/controls';
import { dragEnded, dragStarted } from '../state/editorSlice';

/**
 * Turns a control's (action, phase) into store actions so that a gesture is ONE history step: the first 'live'
 * value starts a gesture (dragStarted: later changes touch only `current`), the 'commit' applies the final value
 * and ends it (dragEnded records one entry). A commit without live values (a typed number, a click) is a plain
 * change with its own entry. A gesture cut short (the panel closed mid-drag) still ends.
 */
export function useGestureDispatch(): (action: UnknownAction, phase: ChangePhase) => void {
  const dispatch = useAppDispatch();
  const inGesture = useRef(false);

  useEffect(
    () => () => {
      if (inGesture.current) dispatch(dragEnded());
      inGesture.current = false;
    },
    [dispatch],
  );

  return useCallback(
    (action: UnknownAction, phase: ChangePhase) => {
      if (phase === 'live' && !inGesture.current) {
        dispatch(dragStarted());
        inGesture.current = true;
      }
      dispatch(action);
      if (phase === 'commit' && inGesture.current) {
        dispatch(dragEnded());
        inGesture.current = false;
      }
    },
    [dispatch],
  );
}
