import {
  boxesReordered,
  boxResized,
  nestedBoxSelected,
  selectedBoxesMoved,
  selectionResizedBy,
} from './editorSlice';
import { docWith, ids, reduce, selected, stateWith } from './testUtils';

describe('reordering by drag', () => {
  const doc = docWith(4);
  doc.boxes[1]!.gridRow = 1;
  doc.boxes[1]!.gridColumn = 2;
  const start = stateWith(doc);

  it('moves a box forward to the target position', () => {
    const state = reduce(start, boxesReordered({ activeId: 'b1', overId: 'b3' }));
    expect(ids(state)).toEqual(['b2', 'b3', 'b1', 'b4']);
  });

  it('moves a box back to the target position', () => {
    const state = reduce(start, boxesReordered({ activeId: 'b4', overId: 'b2' }));
    expect(ids(state)).toEqual(['b1', 'b4', 'b2', 'b3']);
  });

  it('renumbers order 0..n-1 and drops grid coordinates', () => {
    const state = reduce(start, boxesReordered({ activeId: 'b4', overId: 'b1' }));
    expect(state.current.boxes.map((box) => box.order)).toEqual([0, 1, 2, 3]);
    for (const box of state.current.boxes) {
      expect(box).not.toHaveProperty('gridRow');
      expect(box).not.toHaveProperty('gridColumn');
    }
    expect(state.past).toHaveLength(1);
  });

  it('moves every selected box with the dragged one', () => {
    const state = reduce(selected(start, 'b1', 'b2'), boxesReordered({ activeId: 'b2', overId: 'b4' }));
    expect(ids(state)).toEqual(['b3', 'b4', 'b1', 'b2']);
  });

  it('moves only the dragged box when it is not selected', () => {
    const state = reduce(selected(start, 'b1', 'b2'), boxesReordered({ activeId: 'b3', overId: 'b1' }));
    expect(ids(state)).toEqual(['b3', 'b1', 'b2', 'b4']);
  });

  it('does nothing over itself, over a moved box or with unknown ids', () => {
    const withSelection = selected(start, 'b1', 'b2');
    expect(reduce(start, boxesReordered({ activeId: 'b1', overId: 'b1' }))).toBe(start);
    expect(reduce(withSelection, boxesReordered({ activeId: 'b1', overId: 'b2' }))).toBe(withSelection);
    expect(reduce(start, boxesReordered({ activeId: 'x', overId: 'b1' }))).toBe(start);
  });
});

describe('moving with Alt+arrows', () => {
  const start = stateWith(docWith(4));

  it('moves the selected box one place, wrapping at both ends', () => {
    expect(ids(reduce(selected(start, 'b2'), selectedBoxesMoved('next')))).toEqual(['b1', 'b3', 'b2', 'b4']);
    expect(ids(reduce(selected(start, 'b2'), selectedBoxesMoved('previous')))).toEqual([
      'b2',
      'b1',
      'b3',
      'b4',
    ]);
    expect(ids(reduce(selected(start, 'b4'), selectedBoxesMoved('next')))).toEqual(['b4', 'b1', 'b2', 'b3']);
    expect(ids(reduce(selected(start, 'b1'), selectedBoxesMoved('previous')))).toEqual([
      'b2',
      'b3',
      'b4',
      'b1',
    ]);
  });

  it('moves several selected boxes together and renumbers', () => {
    const state = reduce(selected(start, 'b1', 'b2'), selectedBoxesMoved('next'));
    expect(ids(state)).toEqual(['b3', 'b1', 'b2', 'b4']);
    expect(state.current.boxes.map((box) => box.order)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the selection on the moved box', () => {
    const state = reduce(selected(start, 'b2'), selectedBoxesMoved('next'));
    expect(state.current.selectedBoxIds).toEqual(['b2']);
  });

  it('does nothing without a selection', () => {
    expect(reduce(start, selectedBoxesMoved('next'))).toBe(start);
  });
});

describe('resizing spans', () => {
  const start = stateWith(docWith(2));

  it('clamps the column span to 1..columns (12 by default)', () => {
    expect(reduce(start, boxResized({ id: 'b1', colSpan: 0 })).current.boxes[0]!.colSpan).toBe(1);
    expect(reduce(start, boxResized({ id: 'b1', colSpan: 13 })).current.boxes[0]!.colSpan).toBe(12);
    expect(reduce(start, boxResized({ id: 'b1', colSpan: 12 })).current.boxes[0]!.colSpan).toBe(12);
    expect(reduce(start, boxResized({ id: 'b1', colSpan: 9, columns: 4 })).current.boxes[0]!.colSpan).toBe(4);
  });

  it('clamps the row span to 1..12', () => {
    expect(reduce(start, boxResized({ id: 'b1', rowSpan: -3 })).current.boxes[0]!.rowSpan).toBe(1);
    expect(reduce(start, boxResized({ id: 'b1', rowSpan: 13 })).current.boxes[0]!.rowSpan).toBe(12);
    expect(reduce(start, boxResized({ id: 'b1', rowSpan: 5 })).current.boxes[0]!.rowSpan).toBe(5);
  });

  it('steps the selected boxes one column or row per Cmd/Ctrl+arrow, within the clamps', () => {
    const state = selected(start, 'b1', 'b2');
    const wider = reduce(state, selectionResizedBy({ direction: 'right', columns: 2 }));
    expect(wider.current.boxes.map((box) => box.colSpan)).toEqual([2, 2]);
    const capped = reduce(wider, selectionResizedBy({ direction: 'right', columns: 2 }));
    expect(capped.current.boxes.map((box) => box.colSpan)).toEqual([2, 2]);
    const taller = reduce(state, selectionResizedBy({ direction: 'down' }));
    expect(taller.current.boxes.map((box) => box.rowSpan)).toEqual([2, 2]);
    const floor = reduce(
      state,
      selectionResizedBy({ direction: 'up' }),
      selectionResizedBy({ direction: 'left' }),
    );
    expect(floor.current.boxes[0]).toMatchObject({ colSpan: 1, rowSpan: 1 });
    expect(floor).toBe(state);
  });
});

describe('resizing nested boxes with Cmd/Ctrl+arrows', () => {
  const base = reduce(stateWith(docWith(1, { b1: 2 })), nestedBoxSelected({ id: 'b1-n1' }));
  const style = (state: typeof base) => state.current.boxes[0]!.nestedBoxes[0]!.style;

  it('grows from auto to the measured size plus 15, or 5 with Shift', () => {
    const grown = reduce(base, selectionResizedBy({ direction: 'right', measuredPx: { 'b1-n1': 100 } }));
    expect(style(grown).width).toBe('115px');
    const fine = reduce(
      base,
      selectionResizedBy({ direction: 'down', fine: true, measuredPx: { 'b1-n1': 40 } }),
    );
    expect(style(fine).height).toBe('45px');
    expect(
      reduce(base, selectionResizedBy({ direction: 'right' })).current.boxes[0]!.nestedBoxes[0]!.style.width,
    ).toBe('20px');
  });

  it('shrinks percent sizes and goes to auto at 5% or below', () => {
    const doc = docWith(1, { b1: 1 });
    doc.boxes[0]!.nestedBoxes[0]!.style.width = '50%';
    doc.boxes[0]!.nestedBoxes[0]!.style.height = '8%';
    const state = reduce(stateWith(doc), nestedBoxSelected({ id: 'b1-n1' }));
    expect(style(reduce(state, selectionResizedBy({ direction: 'left' }))).width).toBe('35%');
    expect(style(reduce(state, selectionResizedBy({ direction: 'up', fine: true }))).height).toBe('auto');
  });

  it('never grows a width past what the parent can draw, and a step that changes nothing is no undo step', () => {
    // The defect: 174px stored in a slot that draws 159px grew to 189px, one undo step per press.
    const doc = docWith(1, { b1: 1 });
    doc.boxes[0]!.nestedBoxes[0]!.style.width = '174px';
    const state = reduce(stateWith(doc), nestedBoxSelected({ id: 'b1-n1' }));
    const press = selectionResizedBy({
      direction: 'right',
      measuredPx: { 'b1-n1': 159 },
      maxPx: { 'b1-n1': 159 },
    });
    const clamped = reduce(state, press);
    expect(style(clamped).width).toBe('159px');
    expect(clamped.past).toHaveLength(1);
    const again = reduce(clamped, press);
    expect(style(again).width).toBe('159px');
    expect(again.past).toHaveLength(1);
    expect(again.current).toBe(clamped.current);
    // Growing from auto stops there too.
    expect(
      style(
        reduce(
          base,
          selectionResizedBy({ direction: 'right', measuredPx: { 'b1-n1': 150 }, maxPx: { 'b1-n1': 159 } }),
        ),
      ).width,
    ).toBe('159px');
  });

  it('resizes only the selected nested boxes, not their parent', () => {
    const state = reduce(base, selectionResizedBy({ direction: 'right' }));
    expect(state.current.boxes[0]!.colSpan).toBe(1);
    expect(state.current.boxes[0]!.nestedBoxes[1]!.style.width).toBe('auto');
  });
});
