import { act, fireEvent, screen } from '@testing-library/react';
import { selectDocument, undone } from '../state/editorSlice';
import { GridSettingsPanel } from './GridSettingsPanel';
import { renderWithStore } from './panelTestUtils';

function setup() {
  const onClose = jest.fn();
  const view = renderWithStore(<GridSettingsPanel onClose={onClose} />);
  const slider = (name: string) => screen.getByRole('slider', { name });
  const box = (name: string) => screen.getByRole('textbox', { name: `${name} value` });
  /** A thumb drag: input events while it moves, the change event on release. */
  const drag = (name: string, ...values: number[]) => {
    for (const value of values) fireEvent.input(slider(name), { target: { value: String(value) } });
    act(() => {
      slider(name).dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  /** Types into a number box and leaves it (the clamp applies on blur). */
  const typeInto = async (name: string, text: string) => {
    await view.user.clear(box(name));
    await view.user.type(box(name), text);
    await view.user.tab();
  };
  return { ...view, onClose, slider, box, drag, typeInto };
}

describe('Grid Settings panel', () => {
  it("shows the document's settings in a panel on the left", () => {
    const { box, slider } = setup();
    const panel = screen.getByRole('region', { name: 'Grid Settings' });
    expect(panel).toHaveAttribute('data-side-panel', 'left');
    expect(box('Corner Radius')).toHaveValue('29');
    expect(screen.getByRole('switch', { name: 'Use Squircles' })).toBeChecked();
    expect(slider('Squircle Strength')).toHaveValue('1');
    expect(box('Columns')).toHaveValue('5');
    expect(box('Max Screen Width')).toHaveValue('1280');
    expect(box('Box Spacing')).toHaveValue('17');
    expect(box('Box Padding')).toHaveValue('32');
    // The gallery is off: its switch only.
    expect(screen.getByRole('switch', { name: 'Infinite Scroll' })).not.toBeChecked();
    expect(screen.queryByLabelText('Image URLs')).not.toBeInTheDocument();
  });

  it('turns the gallery on, checks and loads its URL list, and sets its layout and batch size', async () => {
    const { store, user, drag } = setup();
    await user.click(screen.getByRole('switch', { name: 'Infinite Scroll' }));
    const config = () => selectDocument(store.getState()).gridSettings.infiniteScrollConfig;
    expect(config()?.urlList).toEqual([]);
    const load = screen.getByRole('button', { name: 'Load' });
    expect(load).toBeDisabled();
    await user.type(screen.getByLabelText('Image URLs'), 'https://a.example/1.jpg{Enter}nope');
    expect(await screen.findByText('1 valid, 1 invalid URL(s) found')).toBeInTheDocument();
    await user.click(load);
    expect(screen.getByText('✅ Successfully loaded 1 URL(s)')).toBeInTheDocument();
    expect(config()?.urlList).toEqual(['https://a.example/1.jpg']);
    // Locked for 1 s after a load.
    expect(load).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Masonry' }));
    expect(config()?.packingAlgorithm).toBe('masonry');
    drag('Batch Size', 30, 40);
    expect(config()?.loadBatchSize).toBe(40);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(config()?.urlList).toEqual([]);
  });

  it("'Sample URLs' fills and loads 100 placeholder photos of the page's origin; the image boxes' alignment is set", async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('switch', { name: 'Infinite Scroll' }));
    const config = () => selectDocument(store.getState()).gridSettings.infiniteScrollConfig;
    await user.click(screen.getByRole('button', { name: 'Sample URLs' }));
    expect(screen.getByText('✅ Successfully loaded 100 URL(s)')).toBeInTheDocument();
    const urls = config()!.urlList;
    expect(urls).toHaveLength(100);
    expect(urls.every((url) => url.startsWith(`${window.location.origin}/api/placeholder-photos/`))).toBe(
      true,
    );
    expect((screen.getByLabelText('Image URLs') as HTMLTextAreaElement).value.split('\n')).toEqual(urls);
    expect(screen.getByRole('button', { name: 'Sample URLs' })).toBeDisabled();

    expect(screen.getByRole('radio', { name: 'Center' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Top left' }));
    expect(config()?.globalBoxSettings?.bgImageAlignment).toBe('top-left');
  });

  it('the corner slider sets the radius up to 50, then keeps 50 and raises the squircle strength to 9', () => {
    const { drag, settings, slider } = setup();
    drag('Corner Radius', 40);
    expect(settings()).toMatchObject({ globalBoxRadius: 40, squircleStrength: 1 });
    drag('Corner Radius', 75);
    expect(settings()).toMatchObject({ globalBoxRadius: 50, squircleStrength: 5 });
    expect(slider('Corner Radius')).toHaveAttribute('aria-valuetext', '50 px · strength 5');
    expect(slider('Squircle Strength')).toHaveValue('5');
    drag('Corner Radius', 100);
    expect(settings()).toMatchObject({ globalBoxRadius: 50, squircleStrength: 9 });
    drag('Corner Radius', 12);
    expect(settings()).toMatchObject({ globalBoxRadius: 12, squircleStrength: 1 });
  });

  it('applies a drag live and records it as ONE history step, which undo reverses at once', () => {
    const { store, slider, settings, steps } = setup();
    for (const value of [31, 36, 44]) {
      fireEvent.input(slider('Corner Radius'), { target: { value: String(value) } });
      expect(settings().globalBoxRadius).toBe(value);
    }
    expect(steps()).toBe(0);
    act(() => {
      slider('Corner Radius').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(steps()).toBe(1);
    act(() => {
      store.dispatch(undone());
    });
    expect(settings().globalBoxRadius).toBe(29);
  });

  it('the radius box takes whole px 0–50 on blur; a non-number restores the previous value', async () => {
    const { typeInto, box, settings, steps } = setup();
    await typeInto('Corner Radius', '12.6');
    expect(settings().globalBoxRadius).toBe(13);
    await typeInto('Corner Radius', '80');
    expect(settings().globalBoxRadius).toBe(50);
    await typeInto('Corner Radius', '-4');
    expect(settings().globalBoxRadius).toBe(0);
    await typeInto('Corner Radius', 'round');
    expect(settings().globalBoxRadius).toBe(0);
    expect(box('Corner Radius')).toHaveValue('0');
    expect(steps()).toBe(3);
  });

  it('Use Squircles turns them off and on; the strength (1–10) shows only while they are on', async () => {
    const { user, settings, drag, typeInto } = setup();
    drag('Squircle Strength', 7);
    expect(settings().squircleStrength).toBe(7);
    await typeInto('Squircle Strength', '14');
    expect(settings().squircleStrength).toBe(10);
    await user.click(screen.getByRole('switch', { name: 'Use Squircles' }));
    expect(settings().useSquircles).toBe(false);
    expect(screen.queryByRole('slider', { name: 'Squircle Strength' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Use Squircles' }));
    expect(settings().useSquircles).toBe(true);
  });

  it('clamps Columns, Max Screen Width, Box Spacing and Box Padding to the §5 limits, keeping related fields in step', async () => {
    const { typeInto, settings, box } = setup();
    await typeInto('Columns', '12');
    expect(settings()).toMatchObject({ columnsCount: 9, responsiveColumnsCount: { desktop: 9 } });
    await typeInto('Columns', '0');
    expect(settings().columnsCount).toBe(1);
    await typeInto('Max Screen Width', '200');
    expect(settings()).toMatchObject({ containerPadding: 320, containerWidth: 'max-w-sm' });
    await typeInto('Max Screen Width', '5000');
    expect(settings()).toMatchObject({ containerPadding: 1440, containerWidth: 'max-w-2xl' });
    await typeInto('Box Spacing', '150');
    expect(settings().boxSpacing).toBe(100);
    await typeInto('Box Spacing', '0');
    expect(settings().boxSpacing).toBe(0);
    await typeInto('Box Padding', '0');
    expect(settings().innerContainerPadding).toBe(1);
    await typeInto('Box Padding', 'wide');
    expect(settings().innerContainerPadding).toBe(1);
    expect(box('Box Padding')).toHaveValue('1');
  });

  it('moves every number setting live with its slider', () => {
    const { drag, settings } = setup();
    drag('Columns', 3, 7);
    drag('Max Screen Width', 900, 1024);
    drag('Box Spacing', 40);
    drag('Box Padding', 12);
    expect(settings()).toMatchObject({
      columnsCount: 7,
      containerPadding: 1024,
      containerWidth: 'max-w-lg',
      boxSpacing: 40,
      innerContainerPadding: 12,
    });
  });

  it('closes with its close button or Escape', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close Grid Settings' }));
    screen.getByRole('slider', { name: 'Box Spacing' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
