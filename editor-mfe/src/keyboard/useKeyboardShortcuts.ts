// Mounts the editor's shortcuts on the window. The state is read from the store at key time (no subscription),
// so the hook never re-renders the screen.
import { breakpointForWidth, columnsForBreakpoint } from '@bento/core';
import { useAppStore, type AppDispatch, type RootState } from '@bento/store';
import { useEffect } from 'react';
import { deleteSelectedBoxes, duplicateSelectedBoxes } from '../animations/boxAnimations';
import { measureNestedBoxes } from '../canvas/measureNested';
import {
  allNestedSelected,
  allSelected,
  boxAdded,
  nestedHorizontalPositionCycled,
  nestedSizeReset,
  nestedVerticalAlignmentCycled,
  previewExited,
  redone,
  selectDocument,
  selectedBoxesMoved,
  selectedNestedBoxesDeleted,
  selectEditingId,
  selectionCleared,
  selectionMoved,
  selectionResizedBy,
  selectIsPreviewMode,
  selectIsReadOnly,
  selectNestedSelection,
  selectSelection,
  undone,
} from '../state/editorSlice';
import { copySelection, pasteFromClipboard } from './clipboard';
import { detectMac, shortcutFor, type ShortcutCommand, type ShortcutContext } from './shortcuts';

function hasTextSelection(): boolean {
  if (typeof window === 'undefined') return false;
  const selection = window.getSelection?.();
  return Boolean(selection && !selection.isCollapsed && selection.toString().trim() !== '');
}

export function shortcutContext(state: RootState, isMac: boolean): ShortcutContext {
  return {
    isMac,
    hasSelection: selectSelection(state).ids.length > 0,
    nestedSelected: selectNestedSelection(state) !== null,
    isPreview: selectIsPreviewMode(state),
    isReadOnly: selectIsReadOnly(state),
    isEditingText: selectEditingId(state) !== null,
    isGallery: selectDocument(state).gridSettings.isInfiniteScrollMode === true,
    hasTextSelection: hasTextSelection(),
  };
}

/** Columns of the breakpoint shown: the canvas exposes them (data-columns), else the window width decides. */
function columnsShown(state: RootState): number {
  const shown = Number(document.querySelector('[data-columns]')?.getAttribute('data-columns'));
  if (Number.isInteger(shown) && shown > 0) return shown;
  return columnsForBreakpoint(selectDocument(state).gridSettings, breakpointForWidth(window.innerWidth));
}

/** Dispatches the action for a command. `getState` is read again by the asynchronous clipboard commands. */
export function runShortcut(
  command: ShortcutCommand,
  dispatch: AppDispatch,
  getState: () => RootState,
): void {
  const state = getState();
  switch (command.type) {
    case 'add':
      dispatch(boxAdded());
      return;
    case 'delete':
      void dispatch(deleteSelectedBoxes());
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
      dispatch(selectNestedSelection(state) ? allNestedSelected() : allSelected());
      return;
    case 'duplicate':
      void dispatch(duplicateSelectedBoxes());
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
        selectionResizedBy({
          direction: command.direction,
          fine: command.fine,
          columns: columnsShown(state),
          ...measureNestedBoxes(
            selectNestedSelection(state)?.ids ?? [],
            command.direction === 'left' || command.direction === 'right',
          ),
        }),
      );
      return;
    case 'nestedHorizontal':
      dispatch(nestedHorizontalPositionCycled({ direction: command.direction }));
      return;
    case 'nestedVertical':
      dispatch(nestedVerticalAlignmentCycled({ direction: command.direction }));
      return;
    case 'copy':
      void copySelection(dispatch, getState);
      return;
    case 'paste':
      void pasteFromClipboard(dispatch, getState, command.asBackground);
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
      runShortcut(command, store.dispatch, store.getState);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
