import {
  boxesReordered,
  boxResized,
  dragCancelled,
  dragEnded,
  dragStarted,
  previewEntered,
  readOnlySet,
  undone,
} from './editorSlice';
import { docWith, ids, reduce, stateWith } from './testUtils';

describe('drag', () => {
  const start = stateWith(docWith(3));

  it('saves a snapshot on start and changes only current while dragging', () => {
    const dragging = reduce(start, dragStarted(), boxesReordered({ activeId: 'b1', overId: 'b2' }));
    expect(dragging.isDragging).toBe(true);
    expect(dragging.dragSnapshot).toBe(start.current);
    expect(ids(dragging)).toEqual(['b2', 'b1', 'b3']);
    const further = reduce(dragging, boxesReordered({ activeId: 'b1', overId: 'b3' }));
    expect(ids(further)).toEqual(['b2', 'b3', 'b1']);
    expect(further.past).toEqual([]);
  });

  it('commits one history entry, the snapshot, on end', () => {
    const ended = reduce(
      start,
      dragStarted(),
      boxesReordered({ activeId: 'b1', overId: 'b2' }),
      boxesReordered({ activeId: 'b1', overId: 'b3' }),
      dragEnded(),
    );
    expect(ended.isDragging).toBe(false);
    expect(ended.dragSnapshot).toBeNull();
    expect(ended.past).toEqual([start.current]);
    expect(reduce(ended, undone()).current).toBe(start.current);
  });

  it('restores the snapshot on cancel, without history', () => {
    const cancelled = reduce(start, dragStarted(), boxResized({ id: 'b1', colSpan: 3 }), dragCancelled());
    expect(cancelled.current).toEqual(start.current);
    expect(cancelled.current.boxes).toBe(start.current.boxes);
    expect(cancelled.past).toEqual([]);
    expect(cancelled.isDragging).toBe(false);
  });

  it('records nothing when the drag ends where it started', () => {
    const ended = reduce(
      start,
      dragStarted(),
      boxesReordered({ activeId: 'b1', overId: 'b2' }),
      boxesReordered({ activeId: 'b1', overId: 'b2' }),
      dragEnded(),
    );
    expect(ids(ended)).toEqual(['b1', 'b2', 'b3']);
    expect(ended.past).toEqual([]);
  });

  it('keeps the first snapshot when started twice and ignores undo mid-drag', () => {
    const dragging = reduce(
      start,
      dragStarted(),
      boxResized({ id: 'b1', colSpan: 2 }),
      dragStarted(),
      undone(),
    );
    expect(dragging.dragSnapshot).toBe(start.current);
    expect(dragging.current.boxes[0]!.colSpan).toBe(2);
  });

  it('does not start in preview or read-only mode', () => {
    expect(reduce(start, previewEntered(), dragStarted()).isDragging).toBe(false);
    expect(reduce(start, readOnlySet(true), dragStarted()).isDragging).toBe(false);
  });

  it('ignores end and cancel without a drag', () => {
    expect(reduce(start, dragEnded())).toBe(start);
    expect(reduce(start, dragCancelled())).toBe(start);
  });
});
