import { useCallback } from 'react';
import type { GridSettings } from '@bento/core';
import { useAppSelector } from '@bento/store';
import type { ChangePhase } from '@bento/ui/controls';
import { useGestureDispatch } from '../settings/useGestureDispatch';
import { gridSettingsUpdated, selectDocument } from '../state/editorSlice';

export type GridSettingsChange = (changes: Partial<GridSettings>, phase?: ChangePhase) => void;

/** The document's grid settings. */
export function useGridSettings(): GridSettings {
  return useAppSelector((state) => selectDocument(state).gridSettings);
}

/** A Grid Style / Grid Settings change, live or committed: one history step per gesture (a slider drag). */
export function useGridSettingsChange(): GridSettingsChange {
  const send = useGestureDispatch();
  return useCallback(
    (changes: Partial<GridSettings>, phase: ChangePhase = 'commit') =>
      send(gridSettingsUpdated(changes), phase),
    [send],
  );
}
