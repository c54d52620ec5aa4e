// Mounts the editor's shortcuts on the window. The state is read from the store at key time (no subscription),
// so the hook never re-renders the screen.
import { breakpointForWidth, columnsForBreakpoint } from '@bento/core';
import { useAppStore, type AppDispatch, type RootState } from '@bento/store';
import { useEffect } from 'react';
import {
  allSelected,
  boxAdded,
  nestedHorizontalPositionCycled,
  nestedSizeReset,
  nestedVerticalAlignmentCycled,
  previewExited,
  redone,
  selectDocument,
  selectedBoxesDeleted,
  selectedBoxesDuplicated,
  selectedBoxesMoved,
  selectedNestedBoxesDeleted,
  selectionCleared,
  selectionMoved,
  selectionResizedBy,
  selectIsPreviewMode,
  selectNestedSelection,
  selectSelection,
  undone,
} from '../state/editorSlice';
import { detectMac, shortcutFor, type ShortcutCommand, type ShortcutContext } from './shortcuts';

export function shortcutContext(state: RootState, isMac: boolean): ShortcutContext {
  return {
    isMac,
    hasSelection: selectSelection(state).ids.length > 0,
    nestedSelected: selectNestedSelection(state) !== null,
    isPreview: selectIsPreviewMode(state),
  };
}

function columnsShown(state: RootState): number {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return columnsForBreakpoint(selectDocument(state).gridSettings, breakpointForWidth(width));
}

/** Dispatches the action for a command. */
export function runShortcut(command: ShortcutCommand, dispatch: AppDispatch, state: RootState): void {
  switch (command.type) {
    case 'add':
      dispatch(boxAdded());
      return;
    case 'delete':
      dispatch(selectedBoxesDeleted());
      return;
    case 'deleteNested':
      dispatch(selectedNestedBoxesDeleted());
      return;
    case 'undo':
      dispatch(undone());
      return;
    case 'redo':
      dispatch(redone());
      return;
    case 'selectAll':
      dispatch(allSelected());
      return;
    case 'duplicate':
      dispatch(selectedBoxesDuplicated());
      return;
    case 'resetNestedSize':
      dispatch(nestedSizeReset());
      return;
    case 'clearSelection':
      dispatch(selectionCleared());
      return;
    case 'exitPreview':
      dispatch(previewExited());
      return;
    case 'navigate':
      dispatch(selectionMoved(command.direction));
      return;
    case 'reorder':
      dispatch(selectedBoxesMoved(command.direction));
      return;
    case 'resize':
      dispatch(
        selectionResizedBy({ direction: command.direction, fine: command.fine, columns: columnsShown(state) }),
      );
      return;
    case 'nestedHorizontal':
      dispatch(nestedHorizontalPositionCycled({ direction: command.direction }));
      return;
    case 'nestedVertical':
      dispatch(nestedVerticalAlignmentCycled({ direction: command.direction }));
      return;
  }
}

/** Listens for the §6 shortcuts on the window while the editor is mounted. */
export function useKeyboardShortcuts(): void {
  const store = useAppStore();
  useEffect(() => {
    const isMac = detectMac(typeof navigator === 'undefined' ? undefined : navigator);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const state = store.getState();
      const command = shortcutFor(event, shortcutContext(state, isMac));
      if (!command) return;
      event.preventDefault();
      runShortcut(command, store.dispatch, state);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
