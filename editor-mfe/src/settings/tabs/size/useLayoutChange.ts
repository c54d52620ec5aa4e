import { useCallback } from 'react';
import type { ChangePhase } from '@bento/ui/controls';
import { selectionLayoutUpdated } from '../../../state/editorSlice';
import type { LayoutChanges } from '../../../state/settings';
import { useGestureDispatch } from '../../useGestureDispatch';

/** A layout change (spans, responsive values, mobile rules) for every selected box; one history step per gesture. */
export function useLayoutChange(): (changes: LayoutChanges, phase?: ChangePhase) => void {
  const send = useGestureDispatch();
  return useCallback(
    (changes: LayoutChanges, phase: ChangePhase = 'commit') => send(selectionLayoutUpdated(changes), phase),
    [send],
  );
}
