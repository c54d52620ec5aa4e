import { publishRequested, selectPublishFlowReady, useAppDispatch, useAppSelector } from '@bento/store';
import type { ReactNode } from 'react';
import { deleteSelectedBoxes, duplicateSelectedBoxes } from '../animations/boxAnimations';
import {
  boxAdded,
  redone,
  selectCanRedo,
  selectCanUndo,
  selectDocument,
  selectIsPreviewMode,
  selectIsReadOnly,
  selectSelection,
  undone,
} from '../state/editorSlice';
import { DuplicateIcon, PlusIcon, RedoIcon, ShareIcon, TrashIcon, UndoIcon } from './icons';
import styles from './FloatingActionToolbar.module.css';

interface ActionButtonProps {
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
  children: ReactNode;
}

function ActionButton({
  label,
  title,
  onClick,
  disabled = false,
  primary = false,
  children,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      className={primary ? `${styles.button} ${styles.primary}` : styles.button}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Add box, delete selected, duplicate selected, share/publish, undo, redo (editor-core.md §2 'Box controls',
 * accounts-and-sites.md §2 'Floating toolbar'). Hidden in preview. It is centred on the editor's
 * area (EditorScreen.module.css), so it sits right of the designs sidebar whenever the sidebar is shown.
 */
export function FloatingActionToolbar() {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectIsPreviewMode);
  // Gallery mode draws its boxes from the URL list: no box is added, deleted or duplicated by hand.
  const readOnly = useAppSelector(
    (state) => selectIsReadOnly(state) || selectDocument(state).gridSettings.isInfiniteScrollMode === true,
  );
  const hasSelection = useAppSelector((state) => selectSelection(state).ids.length > 0);
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  // Share is answered by the accounts remote: until its publish flow listens, a press would go nowhere.
  const shareReady = useAppSelector(selectPublishFlowReady);
  if (preview) return null;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Actions">
      <ActionButton
        label="Add box"
        title="Add box (Space or +)"
        disabled={readOnly}
        onClick={() => dispatch(boxAdded())}
        primary
      >
        <PlusIcon />
      </ActionButton>
      <ActionButton
        label="Delete selected"
        title="Delete selected (Delete or Backspace)"
        disabled={readOnly || !hasSelection}
        onClick={() => void dispatch(deleteSelectedBoxes())}
      >
        <TrashIcon />
      </ActionButton>
      <ActionButton
        label="Duplicate selected"
        title="Duplicate selected (Cmd/Ctrl+D)"
        disabled={readOnly || !hasSelection}
        onClick={() => void dispatch(duplicateSelectedBoxes())}
      >
        <DuplicateIcon />
      </ActionButton>
      <ActionButton
        label="Share"
        title={shareReady ? 'Share or publish' : 'Share or publish (loading…)'}
        disabled={!shareReady}
        onClick={() => dispatch(publishRequested())}
      >
        <ShareIcon />
      </ActionButton>
      <span className={styles.separator} aria-hidden="true" />
      <ActionButton
        label="Undo"
        title="Undo (Cmd/Ctrl+Z)"
        disabled={!canUndo}
        onClick={() => dispatch(undone())}
      >
        <UndoIcon />
      </ActionButton>
      <ActionButton
        label="Redo"
        title="Redo (Cmd/Ctrl+Shift+Z or Cmd/Ctrl+Y)"
        disabled={!canRedo}
        onClick={() => dispatch(redone())}
      >
        <RedoIcon />
      </ActionButton>
    </div>
  );
}
