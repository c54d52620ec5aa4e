import { act, fireEvent, screen } from '@testing-library/react';
import { selectEditedBreakpoint } from '../../canvas/canvasView';
import { undone } from '../../state/editorSlice';
import { openLayoutTab } from './size/layoutTabTestUtils';

const openResponsive = (options: Parameters<typeof openLayoutTab>[1]) =>
  openLayoutTab('Responsive', { canvas: true, ...options });

type Opened = Awaited<ReturnType<typeof openResponsive>>;

async function typeInto(user: Opened['user'], box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

describe('Responsive tab', () => {
  it('switches the canvas to the breakpoint edited, and gives it its width back when the tab closes', async () => {
    const { store, user, panel, group } = await openResponsive({ select: ['b1'] });
    const canvas = screen.getByTestId('editor-canvas');
    // Until a breakpoint is chosen the canvas keeps its width and the tab edits the one it shows.
    expect(canvas).not.toHaveAttribute('data-edited-breakpoint');
    for (const name of ['Mobile', 'Tablet', 'Desktop'])
      expect(group('Breakpoint').getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    expect(panel.getByRole('group', { name: 'Desktop layout (lg)' })).toBeInTheDocument();
    // The switch says which layout is edited: the one the canvas shows until another is chosen.
    expect(group('Breakpoint').getByRole('button', { name: 'Desktop' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(panel.getByText('Editing the Desktop layout')).toBeInTheDocument();

    await user.click(group('Breakpoint').getByRole('button', { name: 'Mobile' }));
    expect(canvas).toHaveAttribute('data-edited-breakpoint', 'mobile');
    expect(group('Breakpoint').getByRole('button', { name: 'Mobile' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(group('Breakpoint').getByRole('button', { name: 'Desktop' })).not.toHaveAttribute('aria-current');
    expect(panel.getByText('Editing the Mobile layout')).toBeInTheDocument();
    expect(canvas).toHaveStyle({ width: '375px' });
    expect(panel.getByRole('group', { name: 'Mobile layout (sm)' })).toBeInTheDocument();
    await user.click(group('Breakpoint').getByRole('button', { name: 'Tablet' }));
    expect(canvas).toHaveStyle({ width: '768px' });
    await user.click(group('Breakpoint').getByRole('button', { name: 'Desktop' }));
    expect(canvas).toHaveStyle({ minWidth: '1024px' });
    expect(group('Breakpoint').getByRole('button', { name: 'Desktop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Pressed again: the canvas has its own width back.
    await user.click(group('Breakpoint').getByRole('button', { name: 'Desktop' }));
    expect(canvas).not.toHaveAttribute('data-edited-breakpoint');
    await user.click(group('Breakpoint').getByRole('button', { name: 'Tablet' }));

    await user.click(screen.getByRole('button', { name: 'Close Responsive' }));
    expect(canvas).not.toHaveAttribute('data-edited-breakpoint');
    expect(canvas.getAttribute('style') ?? '').toBe('');
    expect(selectEditedBreakpoint(store.getState())).toBeNull();
  });

  it('sets the column span, row span and order of the breakpoint edited for every selected box', async () => {
    const { user, group, boxOf, historyLength } = await openResponsive({ select: ['b1', 'b2'] });
    await user.click(group('Breakpoint').getByRole('button', { name: 'Mobile' }));
    const mobile = group('Mobile layout (sm)');
    // Mobile has 2 columns: a span is clamped to them.
    expect(mobile.getByRole('slider', { name: 'Column span' })).toHaveAttribute('max', '2');
    await typeInto(user, mobile.getByRole('textbox', { name: 'Column span value' }), '4');
    await typeInto(user, mobile.getByRole('textbox', { name: 'Row span value' }), '3');
    await typeInto(user, mobile.getByRole('textbox', { name: 'Order value' }), '-1');
    for (const id of ['b1', 'b2'])
      expect(boxOf(id)).toMatchObject({
        responsiveColSpan: { sm: 2 },
        responsiveRowSpan: { sm: 3 },
        responsiveOrder: { sm: -1 },
      });
    expect(historyLength()).toBe(3);

    await user.click(group('Breakpoint').getByRole('button', { name: 'Tablet' }));
    const tablet = group('Tablet layout (md)');
    // Tablet has no value of its own yet: it shows the box's span and place (b2, the last selected, is second).
    expect(tablet.getByRole('slider', { name: 'Column span' })).toHaveValue('1');
    expect(tablet.getByRole('slider', { name: 'Order' })).toHaveValue('1');
    await typeInto(user, tablet.getByRole('textbox', { name: 'Column span value' }), '3');
    expect(boxOf('b1').responsiveColSpan).toEqual({ sm: 2, md: 3 });
    expect(boxOf('b3').responsiveColSpan).toBeUndefined();
  });

  it('records a slider drag as one history step', async () => {
    const { store, panel, boxOf, historyLength } = await openResponsive({ select: ['b1'] });
    const rows = panel.getByRole('slider', { name: 'Row span' });
    for (const value of ['2', '5', '6']) fireEvent.input(rows, { target: { value } });
    act(() => void rows.dispatchEvent(new Event('change', { bubbles: true })));
    expect(boxOf('b1').responsiveRowSpan).toEqual({ lg: 6 });
    expect(historyLength()).toBe(1);
    act(() => void store.dispatch(undone()));
    expect(boxOf('b1').responsiveRowSpan).toBeUndefined();
  });

  it('hides the selected boxes per breakpoint in one step, and says when the rule showed another breakpoint', async () => {
    const { user, panel, boxOf, historyLength } = await openResponsive({ select: ['b1', 'b3'] });
    await user.click(panel.getByRole('switch', { name: 'Hide on mobile' }));
    expect([boxOf('b1').hideOnMobile, boxOf('b3').hideOnMobile, boxOf('b2').hideOnMobile]).toEqual([
      true,
      true,
      false,
    ]);
    expect(historyLength()).toBe(1);
    await user.click(panel.getByRole('switch', { name: 'Hide on tablet' }));
    expect(panel.getByRole('status')).toBeEmptyDOMElement();

    // Hiding desktop too would hide the boxes everywhere: tablet is shown again, and the tab says so.
    await user.click(panel.getByRole('switch', { name: 'Hide on desktop' }));
    expect(boxOf('b1')).toMatchObject({ hideOnMobile: true, hideOnTablet: false, hideOnDesktop: true });
    expect(boxOf('b3')).toMatchObject({ hideOnMobile: true, hideOnTablet: false, hideOnDesktop: true });
    expect(panel.getByRole('switch', { name: 'Hide on tablet' })).not.toBeChecked();
    expect(panel.getByRole('status')).toHaveTextContent(
      "A box can't be hidden on mobile, tablet and desktop at once, so it shows on tablet again.",
    );
    expect(historyLength()).toBe(3);

    await user.click(panel.getByRole('switch', { name: 'Hide on mobile' }));
    expect(boxOf('b1').hideOnMobile).toBe(false);
    expect(panel.getByRole('status')).toBeEmptyDOMElement();
  });

  it('forces full width on mobile and sets the mobile order', async () => {
    const { user, panel, group, boxOf } = await openResponsive({ select: ['b2'] });
    await user.click(panel.getByRole('switch', { name: 'Force full width on mobile' }));
    await user.click(group('Mobile order').getByRole('radio', { name: 'Top' }));
    expect(boxOf('b2')).toMatchObject({ forceFullWidthMobile: true, mobileOrder: 'top' });
    // On mobile the column span is then every column, not editable.
    await user.click(group('Breakpoint').getByRole('button', { name: 'Mobile' }));
    const span = group('Mobile layout (sm)').getByRole('slider', { name: 'Column span' });
    expect(span).toBeDisabled();
    expect(span).toHaveValue('2');
    expect(panel.getByText(/Force full width on mobile is on/)).toBeInTheDocument();
  });
});
