// The controls of a selected box load when a box is first selected, or earlier when the pointer enters the canvas
// or after the first paint when idle (issue 17): a new visitor's first screen has nothing selected.
import { columnsForBreakpoint, safeBoxLinkUrl, type Box } from '@bento/core';
import { openBoxLink } from '@bento/ui/boxLinks';
import { useAppDispatch, useAppSelector, type RootState } from '@bento/store';
import type { MouseEvent, PointerEvent } from 'react';
import {
  nestedBoxAdded,
  nestedBoxDeleted,
  selectDocument,
  selectEditingId,
  selectNestedSelection,
  selectSelection,
  textEditingStarted,
} from '../state/editorSlice';
import type { BoxExtrasProps } from './BoxExtras';
import { ResizeHandle } from './ResizeHandle';
import styles from './Canvas.module.css';

const stop = (event: MouseEvent | PointerEvent) => event.stopPropagation();

/** The id of the last selected nested box when it is a child of `boxId`, else null. */
function lastNestedOf(state: RootState, boxId: string): string | null {
  const nested = selectNestedSelection(state);
  const { last } = selectSelection(state);
  return nested?.parentId === boxId && last !== null && last !== boxId ? last : null;
}

/** A link that opens while editing too ('Link only in preview' off, not hover-only), else null. */
function editingLink(box: Box): { url: string; target: '_blank' | '_self' } | null {
  const style = box.style;
  const url = safeBoxLinkUrl(style?.linkUrl);
  if (!url || style?.linkOnlyInPreviewMode !== false || style.hoverEffectOnly === true) return null;
  return { url, target: style.linkTarget === '_self' ? '_self' : '_blank' };
}

/**
 * The controls of a selected box: the pencil ('Edit text'), the 'Add nested element' plus, the red 'Delete
 * nested element' minus when one of its nested boxes is the last selected, 'Open link' when its link is not for
 * preview only (a click on the box itself selects it while editing), and the corner resize handle.
 */
export function SelectedBoxControls({ box, breakpoint, onGestureEnd }: BoxExtrasProps) {
  const dispatch = useAppDispatch();
  const nestedLast = useAppSelector((state) => lastNestedOf(state, box.id));
  const editingThis = useAppSelector((state) => selectEditingId(state) === box.id);
  const columns = useAppSelector((state) =>
    columnsForBreakpoint(selectDocument(state).gridSettings, breakpoint ?? 'desktop'),
  );
  const link = editingLink(box);
  return (
    <>
      <div className={styles.edgeButtons} onClick={stop} onPointerDown={stop} onDoubleClick={stop}>
        {editingThis ? null : (
          <button
            type="button"
            className={`${styles.roundButton} ${styles.editButton}`}
            title="Edit text"
            aria-label="Edit text"
            onClick={() => dispatch(textEditingStarted(box.id))}
          >
            ✎
          </button>
        )}
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
        {link ? (
          <button
            type="button"
            className={styles.roundButton}
            title="Open link"
            aria-label="Open link"
            onClick={() => openBoxLink(link)}
          >
            ↗
          </button>
        ) : null}
      </div>
      <ResizeHandle box={box} columns={columns} onGestureEnd={onGestureEnd} />
    </>
  );
}
