import { MOUSE_DRAG_DISTANCE_PX, TOUCH_DRAG_DELAY_MS, TOUCH_DRAG_TOLERANCE_PX, type Box } from '@bento/core';
import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { useAppDispatch } from '@bento/store';
import { memo, useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { boxesReordered, dragCancelled, dragEnded, dragStarted } from '../state/editorSlice';

/**
 * How the grid's pointer handlers reach dnd-kit: makes the pressed box the draggable one (rendered at once) and
 * answers its listeners, which the handler then gives the event. Held in a ref, null until the drag layer loads.
 */
export type PressBox = (id: string) => DraggableSyntheticListeners;

interface Bound {
  id: string;
  listeners: DraggableSyntheticListeners;
}

interface BindingProps {
  id: string;
  disabled: boolean;
  findNode: (id: string) => HTMLElement | null;
  /** Where the binding leaves its listeners for the press to answer. */
  boundRef: RefObject<Bound | null>;
}

/**
 * Makes the pressed box draggable without re-rendering it: the box element (found by id) becomes the node of
 * useDraggable, and the drag offset is written on its style directly.
 */
function BoxDragBinding({ id, disabled, findNode, boundRef }: BindingProps) {
  const drag = useDraggable({ id, disabled });
  const { setNodeRef: setDragNode, listeners } = drag;
  useLayoutEffect(() => {
    setDragNode(findNode(id));
  }, [id, findNode, setDragNode]);
  useLayoutEffect(() => {
    boundRef.current = { id, listeners };
    return () => {
      if (boundRef.current?.id === id) boundRef.current = null;
    };
  }, [id, boundRef, listeners]);
  const { transform, isDragging } = drag;
  useLayoutEffect(() => {
    const node = findNode(id);
    if (!node) return;
    node.style.transform = transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
    node.style.zIndex = isDragging ? '10' : '';
    if (isDragging) node.dataset.dragging = 'true';
    else delete node.dataset.dragging;
  }, [id, findNode, transform, isDragging]);
  return null;
}

/** Where the pointer is at the end of a drag: where it went down, moved by the drag's offset. */
function pointerAtEnd({ activatorEvent, delta }: DragEndEvent): { x: number; y: number } | null {
  const start = activatorEvent as Partial<PointerEvent> | null;
  if (typeof start?.clientX !== 'number' || typeof start.clientY !== 'number') return null;
  return { x: start.clientX + delta.x, y: start.clientY + delta.y };
}

/**
 * The box under the pointer at the drop, other than the dragged one (which moved along with the pointer). The
 * boxes are measured once, here, rather than registered as droppables: dnd-kit re-rendered every droppable at
 * each registration and each change of the box under the pointer, which at 2,000 boxes cost every added box and
 * every drag frame tens of milliseconds (issue 34).
 */
function boxUnderPointer(
  event: DragEndEvent,
  boxes: readonly Box[],
  findNode: (id: string) => HTMLElement | null,
): string | null {
  const pointer = pointerAtEnd(event);
  if (!pointer) return null;
  for (const box of boxes) {
    if (box.id === event.active.id) continue;
    const rect = findNode(box.id)?.getBoundingClientRect();
    if (!rect) continue;
    const { x, y } = pointer;
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return box.id;
  }
  return null;
}

export interface BoxDndProps {
  boxes: readonly Box[];
  disabled: boolean;
  findNode: (id: string) => HTMLElement | null;
  pressRef: RefObject<PressBox | null>;
  /** Called when a drag ends or is cancelled, so the click that follows the pointer up is ignored. */
  onGestureEnd: () => void;
}

/**
 * Drag to reorder (editor-core.md §4 'Box resize and drag'): mouse/pen after 5 px, touch after a 300 ms press.
 * dragStarted on start; a drop over another box reorders, then dragEnded; cancel restores (dragCancelled).
 * It renders beside the grid, not around it: the boxes reach dnd-kit through `pressRef` and findNode, so the grid
 * paints before this module (and dnd-kit) has loaded (issue 17). One box is draggable at a time, the one pressed:
 * with a draggable per box, dnd-kit re-rendered all of them at each added box and each drag frame (~30 ms at
 * 2,000 boxes, issue 34).
 */
export const BoxDnd = memo(function BoxDnd({
  boxes,
  disabled,
  findNode,
  pressRef,
  onGestureEnd,
}: BoxDndProps) {
  const dispatch = useAppDispatch();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE_PX },
    }),
  );
  const [pressed, setPressed] = useState<string | null>(null);
  const boundRef = useRef<Bound | null>(null);
  const dragging = useRef(false);
  useLayoutEffect(() => {
    pressRef.current = (id) => {
      // A second finger during a drag does not take the drag away from the first box.
      if (dragging.current) return undefined;
      if (boundRef.current?.id !== id) flushSync(() => setPressed(id));
      return boundRef.current?.id === id ? boundRef.current.listeners : undefined;
    };
    return () => {
      pressRef.current = null;
    };
  }, [pressRef]);
  const onDragStart = useCallback(() => {
    dragging.current = true;
    dispatch(dragStarted());
  }, [dispatch]);
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      dragging.current = false;
      const overId = boxUnderPointer(event, boxes, findNode);
      if (overId !== null) dispatch(boxesReordered({ activeId: String(event.active.id), overId }));
      dispatch(dragEnded());
      onGestureEnd();
    },
    [dispatch, onGestureEnd, boxes, findNode],
  );
  const onDragCancel = useCallback(() => {
    dragging.current = false;
    dispatch(dragCancelled());
    onGestureEnd();
  }, [dispatch, onGestureEnd]);
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
      {pressed !== null && (
        <BoxDragBinding
          key={pressed}
          id={pressed}
          disabled={disabled}
          findNode={findNode}
          boundRef={boundRef}
        />
      )}
    </DndContext>
  );
});
