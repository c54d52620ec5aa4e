import {
  nestedBoxAdded,
  nestedBoxCopied,
  nestedBoxDeleted,
  nestedBoxPasted,
  nestedBoxPositionSet,
  nestedBoxSelected,
  nestedHorizontalPositionCycled,
  nestedSizeReset,
  nestedVerticalAlignmentCycled,
  selectedNestedBoxesDeleted,
} from './editorSlice';
import { docWith, reduce, selection, stateWith } from './testUtils';

const children = (state: ReturnType<typeof stateWith>, index = 0) => state.current.boxes[index]!.nestedBoxes;

describe('adding and deleting nested boxes', () => {
  const start = stateWith(docWith(2, { b1: 2 }));

  it('adds a "Nested Element N" to the box and selects it', () => {
    const state = reduce(start, nestedBoxAdded('b1'));
    const added = children(state)[2]!;
    expect(added).toMatchObject({ parentId: 'b1', contentId: 'Nested Element 3' });
    expect(added.style).toMatchObject({ bgColor: '#F0F0F0', width: 'auto', horizontalPosition: 'full' });
    expect(selection(state)).toEqual({ ids: ['b1', added.id], last: added.id });
    expect(state.past).toHaveLength(1);
  });

  it('sets where the nested grid sits: top, bottom or full', () => {
    expect(start.current.boxes[1]!.nestedBoxPosition).toBe('top');
    const state = reduce(start, nestedBoxAdded('b2', 'bottom'));
    expect(state.current.boxes[1]!.nestedBoxPosition).toBe('bottom');
    expect(children(state, 1)[0]!.contentId).toBe('Nested Element 1');
    expect(
      reduce(state, nestedBoxPositionSet({ boxId: 'b2', position: 'full' })).current.boxes[1]!
        .nestedBoxPosition,
    ).toBe('full');
  });

  it('ignores an unknown parent', () => {
    expect(reduce(start, nestedBoxAdded('nope'))).toBe(start);
  });

  it('deletes one nested box and selects its parent when it was the one selected', () => {
    const state = reduce(start, nestedBoxSelected({ id: 'b1-n2' }), nestedBoxDeleted('b1-n2'));
    expect(children(state).map((n) => n.id)).toEqual(['b1-n1']);
    expect(selection(state)).toEqual({ ids: ['b1'], last: 'b1' });
  });

  it('deletes an unselected nested box without touching the selection', () => {
    const state = reduce(start, nestedBoxSelected({ id: 'b1-n1' }), nestedBoxDeleted('b1-n2'));
    expect(selection(state)).toEqual({ ids: ['b1', 'b1-n1'], last: 'b1-n1' });
  });

  it('deletes the selected nested boxes (Delete Selected (n))', () => {
    const state = reduce(
      start,
      nestedBoxSelected({ id: 'b1-n1' }),
      nestedBoxSelected({ id: 'b1-n2', mode: 'toggle' }),
      selectedNestedBoxesDeleted(),
    );
    expect(children(state)).toEqual([]);
    expect(selection(state)).toEqual({ ids: ['b1'], last: 'b1' });
    expect(state.past).toHaveLength(1);
  });
});

describe('copying and pasting a nested element', () => {
  const start = stateWith(docWith(2, { b1: 1 }));

  it('pastes a copy with a new id into another box and selects it', () => {
    const copied = reduce(start, nestedBoxCopied('b1-n1'));
    expect(copied.copiedNestedBox?.id).toBe('b1-n1');
    expect(copied.past).toEqual([]);
    const state = reduce(copied, nestedBoxPasted('b2'));
    const pasted = children(state, 1)[0]!;
    expect(pasted.id).not.toBe('b1-n1');
    expect(pasted).toMatchObject({ parentId: 'b2', contentId: 'Nested Element 1' });
    expect(selection(state)).toEqual({ ids: ['b2', pasted.id], last: pasted.id });
  });

  it('does nothing when nothing was copied', () => {
    expect(reduce(start, nestedBoxPasted('b2'))).toBe(start);
  });
});

describe('placing nested boxes with the arrows', () => {
  const start = reduce(stateWith(docWith(1, { b1: 2 })), nestedBoxSelected({ id: 'b1-n1' }));
  const style = (state: typeof start, i = 0) => children(state)[0 + i]!.style;

  it('cycles the horizontal position left, full, right by direction, wrapping', () => {
    const right = reduce(start, nestedHorizontalPositionCycled({ direction: 'right' }));
    expect(style(right).horizontalPosition).toBe('right');
    expect(
      style(reduce(right, nestedHorizontalPositionCycled({ direction: 'right' }))).horizontalPosition,
    ).toBe('left');
    const left = reduce(start, nestedHorizontalPositionCycled({ direction: 'left' }));
    expect(style(left).horizontalPosition).toBe('left');
    expect(
      style(reduce(left, nestedHorizontalPositionCycled({ direction: 'left' }))).horizontalPosition,
    ).toBe('right');
    expect(style(right, 1).horizontalPosition).toBe('full');
  });

  it('cycles the vertical alignment start, center, end by direction, wrapping', () => {
    const down = reduce(start, nestedVerticalAlignmentCycled({ direction: 'down' }));
    expect(style(down).alignSelf).toBe('end');
    expect(style(reduce(down, nestedVerticalAlignmentCycled({ direction: 'down' }))).alignSelf).toBe('start');
    const up = reduce(start, nestedVerticalAlignmentCycled({ direction: 'up' }));
    expect(style(up).alignSelf).toBe('start');
    expect(style(reduce(up, nestedVerticalAlignmentCycled({ direction: 'up' }))).alignSelf).toBe('end');
  });

  it('acts on given ids instead of the selection', () => {
    const state = reduce(start, nestedHorizontalPositionCycled({ direction: 'left', ids: ['b1-n2'] }));
    expect(style(state, 1).horizontalPosition).toBe('left');
    expect(style(state).horizontalPosition).toBe('full');
  });

  it('resets the width and height to auto (Cmd/Ctrl+0)', () => {
    const doc = docWith(1, { b1: 1 });
    doc.boxes[0]!.nestedBoxes[0]!.style.width = '120px';
    doc.boxes[0]!.nestedBoxes[0]!.style.height = '40%';
    const state = reduce(stateWith(doc), nestedBoxSelected({ id: 'b1-n1' }), nestedSizeReset());
    expect(style(state)).toMatchObject({ width: 'auto', height: 'auto' });
    expect(state.past).toHaveLength(1);
  });

  it('does nothing without a nested selection', () => {
    const plain = stateWith(docWith(1, { b1: 1 }));
    expect(reduce(plain, nestedHorizontalPositionCycled({ direction: 'left' }), nestedSizeReset())).toBe(
      plain,
    );
  });
});
