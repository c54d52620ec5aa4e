import { useCallback } from 'react';
import type { ChangePhase } from '@bento/ui/controls';
import { selectionStyleUpdated } from '../state/editorSlice';
import type { StyleChanges } from '../state/settings';
import { useGestureDispatch } from './useGestureDispatch';

/** A style change for every selected box (or nested box), live or committed (one history step per gesture). */
export function useStyleChange(): (changes: StyleChanges, phase?: ChangePhase) => void {
  const send = useGestureDispatch();
  return useCallback(
    (changes: StyleChanges, phase: ChangePhase = 'commit') => send(selectionStyleUpdated(changes), phase),
    [send],
  );
}
