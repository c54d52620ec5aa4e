import { act, fireEvent } from '@testing-library/react';
import { canvasBreakpointMeasured } from '../../canvas/canvasView';
import { undone } from '../../state/editorSlice';
import { openLayoutTab } from './size/layoutTabTestUtils';

const openSize = (options: Parameters<typeof openLayoutTab>[1]) =>
  openLayoutTab('Alignment and Size', options);

/** Types a number into a slider's number box and presses Enter. */
async function typeInto(user: Awaited<ReturnType<typeof openSize>>['user'], box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

describe('Alignment and Size tab: boxes', () => {
  it('sets the column and row span of every selected box within the §5 clamps, one history step each', async () => {
    const { user, panel, boxOf, historyLength } = await openSize({ select: ['b1', 'b3'] });
    // No canvas measured (jsdom): the window's breakpoint, desktop, with its 5 columns.
    expect(panel.getByRole('slider', { name: 'Column span' })).toHaveAttribute('max', '5');
    await typeInto(user, panel.getByRole('textbox', { name: 'Column span value' }), '9');
    expect([boxOf('b1').colSpan, boxOf('b3').colSpan, boxOf('b2').colSpan]).toEqual([5, 5, 1]);
    await typeInto(user, panel.getByRole('textbox', { name: 'Row span value' }), '15');
    expect([boxOf('b1').rowSpan, boxOf('b3').rowSpan]).toEqual([12, 12]);
    expect(panel.getByRole('slider', { name: 'Row span' })).toHaveAttribute('aria-valuetext', '12 rows');
    expect(historyLength()).toBe(2);
  });

  it('records a span slider drag as one history step', async () => {
    const { store, panel, boxOf, historyLength } = await openSize({ select: ['b2'] });
    const rows = panel.getByRole('slider', { name: 'Row span' });
    for (const value of ['2', '3', '4']) fireEvent.input(rows, { target: { value } });
    act(() => void rows.dispatchEvent(new Event('change', { bubbles: true })));
    expect(boxOf('b2').rowSpan).toBe(4);
    expect(historyLength()).toBe(1);
    act(() => void store.dispatch(undone()));
    expect(boxOf('b2').rowSpan).toBe(1);
  });

  it('caps the column span at the columns of the breakpoint the canvas shows', async () => {
    const { store, user, panel, boxOf } = await openSize({ select: ['b1'] });
    act(() => void store.dispatch(canvasBreakpointMeasured('tablet')));
    expect(panel.getByRole('slider', { name: 'Column span' })).toHaveAttribute('max', '4');
    expect(panel.getByText(/At most 4 on the tablet layout/)).toBeInTheDocument();
    await typeInto(user, panel.getByRole('textbox', { name: 'Column span value' }), '5');
    expect(boxOf('b1').colSpan).toBe(4);
  });

  it('places the nested elements of a box that has some (top, bottom, full)', async () => {
    const { user, boxOf, group } = await openSize({ nested: { b1: 2 }, select: ['b1'] });
    const position = group('Nested elements position');
    expect(position.getByRole('radio', { name: 'Top' })).toBeChecked();
    await user.click(position.getByRole('radio', { name: 'Full' }));
    expect(boxOf('b1').nestedBoxPosition).toBe('full');
  });

  it('has no nested position for a box without nested elements', async () => {
    const { panel } = await openSize({ nested: { b1: 2 }, select: ['b2'] });
    expect(panel.queryByRole('group', { name: 'Nested elements position' })).not.toBeInTheDocument();
  });
});

describe('Alignment and Size tab: nested elements', () => {
  const openNested = () => openSize({ nested: { b1: 3 }, select: [], nestedSelect: ['b1-n1', 'b1-n2'] });

  it('sets the slot and the alignments of every selected nested element', async () => {
    const { user, nestedStyleOf, group } = await openNested();
    expect(group('Horizontal position').getByRole('radio', { name: 'Full' })).toBeChecked();
    await user.click(group('Horizontal position').getByRole('radio', { name: 'Right' }));
    await user.click(group('Horizontal alignment').getByRole('radio', { name: 'End' }));
    await user.click(group('Vertical alignment').getByRole('radio', { name: 'Bottom' }));
    for (const id of ['b1-n1', 'b1-n2'])
      expect(nestedStyleOf(id)).toMatchObject({
        horizontalPosition: 'right',
        justifySelf: 'end',
        alignSelf: 'end',
      });
    expect(nestedStyleOf('b1-n3')).toMatchObject({
      horizontalPosition: 'full',
      justifySelf: 'start',
      alignSelf: 'center',
    });
  });

  it('grows and shrinks the width and height by 15, and resets both to auto; each click one step', async () => {
    const { user, panel, nestedStyleOf, historyLength, group } = await openNested();
    const width = group('Width');
    expect(width.getByRole('status', { name: 'Width value' })).toHaveTextContent('auto');
    expect(width.getByRole('button', { name: 'Shrink width' })).toBeDisabled();
    // Growing from auto starts at the drawn size (nothing is drawn in jsdom: the 20 px floor).
    await user.click(width.getByRole('button', { name: 'Grow width' }));
    expect(nestedStyleOf('b1-n1').width).toBe('20px');
    await user.click(width.getByRole('button', { name: 'Grow width' }));
    expect([nestedStyleOf('b1-n1').width, nestedStyleOf('b1-n2').width]).toEqual(['35px', '35px']);
    expect(width.getByRole('status', { name: 'Width value' })).toHaveTextContent('35px');
    await user.click(group('Height').getByRole('button', { name: 'Grow height' }));
    expect(nestedStyleOf('b1-n1').height).toBe('20px');
    await user.click(width.getByRole('button', { name: 'Shrink width' }));
    expect(nestedStyleOf('b1-n1').width).toBe('20px');
    expect(historyLength()).toBe(4);

    await user.click(panel.getByRole('button', { name: 'Reset size to auto' }));
    expect(nestedStyleOf('b1-n1')).toMatchObject({ width: 'auto', height: 'auto' });
    expect(nestedStyleOf('b1-n2')).toMatchObject({ width: 'auto', height: 'auto' });
    expect(nestedStyleOf('b1-n3')).toMatchObject({ width: 'auto', height: 'auto' });
    expect(historyLength()).toBe(5);
    expect(panel.getByRole('button', { name: 'Reset size to auto' })).toBeDisabled();
  });
});
