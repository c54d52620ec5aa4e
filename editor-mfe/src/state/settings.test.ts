import {
  dragEnded,
  dragStarted,
  gridSettingsUpdated,
  selectionLayoutUpdated,
  selectionStyleUpdated,
  undone,
} from './editorSlice';
import { docWith, reduce, selected, stateWith } from './testUtils';

const styleOf = (state: ReturnType<typeof stateWith>, id: string) =>
  state.current.boxes.find((box) => box.id === id)!.style;

describe('settings panels: style for the whole selection', () => {
  it('applies a change to every selected box as one history entry', () => {
    const start = selected(stateWith(docWith(3)), 'b1', 'b3');
    const next = reduce(
      start,
      selectionStyleUpdated({ bgColor: '#ff0000', borderWidth: 4, borderColor: '#000' }),
    );
    expect(styleOf(next, 'b1')).toMatchObject({ bgColor: '#ff0000', borderWidth: 4 });
    expect(styleOf(next, 'b3')).toMatchObject({ bgColor: '#ff0000', borderWidth: 4 });
    expect(styleOf(next, 'b2').bgColor).not.toBe('#ff0000');
    expect(next.past).toHaveLength(1);
  });

  it('edits the selected nested boxes when a nested box is the last selected, placement included', () => {
    const start = selected(stateWith(docWith(1, { b1: 2 })), 'b1', 'b1-n1', 'b1-n2');
    const next = reduce(start, selectionStyleUpdated({ bgColor: '#123456', justifySelf: 'end' }));
    const nested = next.current.boxes[0]!.nestedBoxes!;
    expect(nested.map((n) => [n.style.bgColor, n.style.justifySelf])).toEqual([
      ['#123456', 'end'],
      ['#123456', 'end'],
    ]);
    expect(styleOf(next, 'b1').bgColor).not.toBe('#123456');
  });

  it('never puts a nested placement field on a box, and keeps the style rules (empty colour → transparent)', () => {
    const next = reduce(
      selected(stateWith(docWith(1)), 'b1'),
      selectionStyleUpdated({ bgColor: '', justifySelf: 'end' }),
    );
    expect(styleOf(next, 'b1').bgColor).toBe('transparent');
    expect(styleOf(next, 'b1')).not.toHaveProperty('justifySelf');
  });

  it('records a slider gesture (dragStarted … dragEnded) as one step that undo reverses at once', () => {
    const start = selected(stateWith(docWith(1)), 'b1');
    const before = styleOf(start, 'b1').opacity;
    const dragged = reduce(
      start,
      dragStarted(),
      selectionStyleUpdated({ opacity: 0.8 }),
      selectionStyleUpdated({ opacity: 0.6 }),
      selectionStyleUpdated({ opacity: 0.4 }),
      dragEnded(),
    );
    expect(styleOf(dragged, 'b1').opacity).toBe(0.4);
    expect(dragged.past).toHaveLength(1);
    expect(styleOf(reduce(dragged, undone()), 'b1').opacity).toBe(before);
  });

  it('does nothing without a selection, and records nothing for a change that changes nothing', () => {
    const none = stateWith(docWith(2));
    expect(reduce(none, selectionStyleUpdated({ bgColor: '#fff' }))).toBe(none);
    const start = selected(stateWith(docWith(1)), 'b1');
    const same = reduce(start, selectionStyleUpdated({ borderWidth: styleOf(start, 'b1').borderWidth }));
    expect(same.past).toHaveLength(0);
  });
});

describe('settings panels: layout and grid settings', () => {
  it('clamps spans to the breakpoint columns and 12 rows, for every selected box', () => {
    const start = selected(stateWith(docWith(2)), 'b1', 'b2');
    const next = reduce(
      start,
      selectionLayoutUpdated({ colSpan: 9, rowSpan: 40, columns: 4, mobileOrder: 'top' }),
    );
    expect(next.current.boxes.map((box) => [box.colSpan, box.rowSpan, box.mobileOrder])).toEqual([
      [4, 12, 'top'],
      [4, 12, 'top'],
    ]);
  });

  it('merges per-breakpoint spans and clamps them', () => {
    const start = selected(stateWith(docWith(1)), 'b1');
    const next = reduce(
      start,
      selectionLayoutUpdated({ responsiveColSpan: { sm: 5 }, columns: 2 }),
      selectionLayoutUpdated({ responsiveColSpan: { lg: 3 }, responsiveRowSpan: { md: 0 } }),
    );
    expect(next.current.boxes[0]).toMatchObject({
      responsiveColSpan: { sm: 2, lg: 3 },
      responsiveRowSpan: { md: 1 },
    });
  });

  it('keeps related grid settings in step: responsive columns follow Columns, the width class follows the max width', () => {
    const next = reduce(
      stateWith(docWith(1)),
      gridSettingsUpdated({ columnsCount: 8, containerPadding: 760 }),
    );
    expect(next.current.gridSettings).toMatchObject({
      columnsCount: 8,
      responsiveColumnsCount: { mobile: 2, tablet: 6, desktop: 8 },
      containerPadding: 760,
      containerWidth: 'max-w-md',
    });
    expect(next.past).toHaveLength(1);
    expect(reduce(next, gridSettingsUpdated({ columnsCount: 8 })).past).toHaveLength(1);
  });
});
