import type { Box } from '@bento/core';
import { useAppDispatch } from '@bento/store';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { boxResized, dragCancelled, dragEnded, dragStarted } from '../state/editorSlice';
import styles from './Canvas.module.css';

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  colSpan: number;
  rowSpan: number;
  colStep: number;
  rowStep: number;
  last: { colSpan: number; rowSpan: number };
}

function gapOf(region: Element | null, property: 'columnGap' | 'rowGap'): number {
  if (!region) return 0;
  const value = Number.parseFloat(getComputedStyle(region)[property]);
  return Number.isFinite(value) ? value : 0;
}

/** One grid step in px along an axis: (size + gap) / span, i.e. a cell plus its gap. */
function step(size: number, gap: number, span: number): number {
  const value = (size + gap) / Math.max(1, span);
  return value > 1 ? value : 1;
}

export interface ResizeHandleProps {
  box: Box;
  /** Columns of the layout shown: the colSpan clamp. */
  columns: number;
  /** Called when a resize ends, so the click that follows the pointer up is ignored. */
  onGestureEnd?: () => void;
}

/**
 * The corner handle of a selected box: dragging it changes colSpan / rowSpan by whole grid cells (one history
 * entry per gesture: dragStarted → boxResized… → dragEnded). Escape cancels and restores the spans.
 */
export function ResizeHandle({ box, columns, onGestureEnd }: ResizeHandleProps) {
  const dispatch = useAppDispatch();
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !gesture.current) return;
      gesture.current = null;
      dispatch(dragCancelled());
      onGestureEnd?.();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      // Unmounted mid-gesture (the box was deselected or removed): commit what was done so far.
      if (gesture.current) {
        gesture.current = null;
        dispatch(dragEnded());
      }
    };
  }, [dispatch, onGestureEnd]);

  const onPointerDown = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const element = event.currentTarget.closest<HTMLElement>('[data-box-id]');
    const rect = element?.getBoundingClientRect();
    const region = element?.parentElement ?? null;
    const colSpan = Math.min(box.colSpan ?? 1, columns);
    const rowSpan = box.rowSpan ?? 1;
    gesture.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      colSpan,
      rowSpan,
      colStep: step(rect?.width ?? 0, gapOf(region, 'columnGap'), colSpan),
      rowStep: step(rect?.height ?? 0, gapOf(region, 'rowGap'), rowSpan),
      last: { colSpan, rowSpan },
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dispatch(dragStarted());
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLSpanElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const colSpan = Math.max(1, Math.min(columns, g.colSpan + Math.round((event.clientX - g.x) / g.colStep)));
    const rowSpan = Math.max(1, g.rowSpan + Math.round((event.clientY - g.y) / g.rowStep));
    if (colSpan === g.last.colSpan && rowSpan === g.last.rowSpan) return;
    g.last = { colSpan, rowSpan };
    dispatch(boxResized({ id: box.id, colSpan, rowSpan, columns }));
  };

  const finish = (event: ReactPointerEvent<HTMLSpanElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    gesture.current = null;
    dispatch(event.type === 'pointercancel' ? dragCancelled() : dragEnded());
    onGestureEnd?.();
  };

  return (
    <span
      className={styles.resizeHandle}
      role="presentation"
      title="Resize"
      data-resize-handle=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
