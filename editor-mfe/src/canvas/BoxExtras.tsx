import { columnsForBreakpoint, type Box, type Breakpoint } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import type { MouseEvent } from 'react';
import {
  nestedBoxAdded,
  nestedBoxDeleted,
  selectDocument,
  selectIsBoxSelected,
  selectIsPreviewMode,
  selectIsReadOnly,
  selectNestedSelection,
  selectSelection,
} from '../state/editorSlice';
import { ResizeHandle } from './ResizeHandle';
import styles from './Canvas.module.css';

export interface BoxExtrasProps {
  box: Box;
  breakpoint: Breakpoint | undefined;
  onGestureEnd: () => void;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The controls of a selected box (rendered by every box; shows nothing unless selected and editable):
 * the 'Add nested element' plus, the 'Delete nested element' minus when one of its nested boxes is the last
 * selected, and the corner resize handle. Subscribes itself, so the grid's renderBoxExtras stays stable.
 */
export function BoxExtras({ box, breakpoint, onGestureEnd }: BoxExtrasProps) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => selectIsBoxSelected(state, box.id));
  const blocked = useAppSelector((state) => selectIsPreviewMode(state) || selectIsReadOnly(state));
  const nested = useAppSelector(selectNestedSelection);
  const last = useAppSelector((state) => selectSelection(state).last);
  const gridSettings = useAppSelector((state) => selectDocument(state).gridSettings);
  if (!selected || blocked) return null;
  const nestedLast = nested?.parentId === box.id && last !== null && last !== box.id ? last : null;
  const columns = columnsForBreakpoint(gridSettings, breakpoint ?? 'desktop');
  return (
    <>
      <div className={styles.edgeButtons} onClick={stop} onPointerDown={stop}>
        <button
          type="button"
          className={styles.roundButton}
          title="Add nested element"
          aria-label="Add nested element"
          onClick={() => dispatch(nestedBoxAdded(box.id))}
        >
          +
        </button>
        {nestedLast ? (
          <button
            type="button"
            className={`${styles.roundButton} ${styles.deleteButton}`}
            title="Delete nested element"
            aria-label="Delete nested element"
            onClick={() => dispatch(nestedBoxDeleted(nestedLast))}
          >
            <span className={styles.rotated}>+</span>
          </button>
        ) : null}
      </div>
      <ResizeHandle box={box} columns={columns} onGestureEnd={onGestureEnd} />
    </>
  );
}
