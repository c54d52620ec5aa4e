import { createAppStore } from '@bento/store';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { selectDocument, selectIsPreviewMode } from '../state/editorSlice';
import { PREVIEW_FILE_NOTE } from './FilePanel';
import { LeftToolbar, NOT_IN_PREVIEW } from './LeftToolbar';
import { IMPORT_IN_PREVIEW_MESSAGE } from './useProjectImport';

function hoverCapable(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as unknown as typeof window.matchMedia;
}

function setup() {
  const store = createAppStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <LeftToolbar />
      <p>Canvas</p>
    </Provider>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  const panel = (name: string) => screen.queryByRole('region', { name });
  /** The panels load on first use (lazy): wait for them. */
  const findPanel = (name: string) => screen.findByRole('region', { name });
  return { store, user, button, panel, findPanel };
}

afterEach(() => hoverCapable(false));

describe('LeftToolbar', () => {
  it('has the four buttons', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Editor tools' });
    const names = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['File', 'Grid Style', 'Grid Settings', 'Preview Mode']);
  });

  it('shows a tooltip on hover on devices that can hover', async () => {
    hoverCapable(true);
    const { user, button } = setup();
    await user.hover(button('Grid Settings'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Grid Settings');
    expect(button('Grid Settings')).toHaveAccessibleDescription('Grid Settings');
    await user.unhover(button('Grid Settings'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows no tooltip on touch devices', async () => {
    hoverCapable(false);
    const { user, button } = setup();
    await user.hover(button('File'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens one panel at a time, each titled, and toggles it closed', async () => {
    const { user, button, panel, findPanel } = setup();
    await user.click(button('File'));
    expect(await findPanel('File')).toBeInTheDocument();
    expect(button('File')).toHaveAttribute('aria-expanded', 'true');

    await user.click(button('Grid Style'));
    expect(panel('File')).not.toBeInTheDocument();
    expect(
      within(await findPanel('Grid Style')).getByRole('switch', { name: 'Apply to Page' }),
    ).toBeInTheDocument();
    expect(button('File')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('Grid Settings'));
    expect(panel('Grid Style')).not.toBeInTheDocument();
    expect(
      within(await findPanel('Grid Settings')).getByRole('slider', { name: 'Corner Radius' }),
    ).toBeInTheDocument();

    await user.click(button('Grid Settings'));
    expect(panel('Grid Settings')).not.toBeInTheDocument();
  });

  it('closes the open panel on a click outside, not on one inside', async () => {
    const { user, button, panel, findPanel } = setup();
    await user.click(button('File'));
    await findPanel('File');
    await user.click(screen.getByRole('heading', { name: 'File' }));
    expect(panel('File')).toBeInTheDocument();
    await user.click(screen.getByText('Canvas'));
    expect(panel('File')).not.toBeInTheDocument();
  });

  it('the File panel closes with its close button, like the grid panels (issue 33)', async () => {
    const { user, button, panel, findPanel } = setup();
    await user.click(button('File'));
    await findPanel('File');
    await user.click(screen.getByRole('button', { name: 'Close File' }));
    expect(panel('File')).not.toBeInTheDocument();
    expect(button('File')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Grid Style and Grid Settings open as left side panels that edit the grid, and close with their close button', async () => {
    const { store, user, button, panel, findPanel } = setup();
    await user.click(button('Grid Settings'));
    expect(await findPanel('Grid Settings')).toHaveAttribute('data-side-panel', 'left');
    const spacing = within(panel('Grid Settings')!).getByRole('textbox', { name: 'Box Spacing value' });
    await user.clear(spacing);
    await user.type(spacing, '24{Enter}');
    expect(selectDocument(store.getState()).gridSettings.boxSpacing).toBe(24);
    await user.click(screen.getByRole('button', { name: 'Close Grid Settings' }));
    expect(panel('Grid Settings')).not.toBeInTheDocument();
    expect(button('Grid Settings')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('Grid Style'));
    await user.selectOptions(
      within(await findPanel('Grid Style')).getByRole('combobox', { name: 'Container Shadow' }),
      'Strong',
    );
    expect(selectDocument(store.getState()).gridSettings.containerBoxShadow).toBe('strong');
  });

  it('hides Grid Style and Grid Settings in preview, where the grid cannot be edited', async () => {
    const { user, button, panel } = setup();
    await user.click(button('Grid Style'));
    await user.click(button('Preview Mode'));
    expect(panel('Grid Style')).not.toBeInTheDocument();
    expect(button('Grid Style')).toHaveAttribute('aria-expanded', 'false');
    // Refused while preview lasts: a click opens nothing, the tooltip says why.
    hoverCapable(true);
    await user.click(button('Grid Settings'));
    expect(panel('Grid Settings')).not.toBeInTheDocument();
    expect(button('Grid Settings')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tooltip')).toHaveTextContent(NOT_IN_PREVIEW);
  });

  it('refuses Import and Reset in the File panel in preview, and keeps the exports', async () => {
    const { store, user, button, findPanel } = setup();
    await user.click(button('Preview Mode'));
    await user.click(button('File'));
    const file = within(await findPanel('File'));
    expect(file.getByRole('button', { name: 'Import JSON' })).toBeDisabled();
    expect(file.getByRole('button', { name: 'Reset Grid' })).toBeDisabled();
    expect(file.getByText(PREVIEW_FILE_NOTE)).toBeInTheDocument();
    expect(file.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
    expect(file.getByRole('button', { name: 'Export Image' })).toBeEnabled();
    // A file chosen anyway (the input is still in the page) is not imported.
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const before = selectDocument(store.getState());
    await user.upload(
      file.getByLabelText('Import JSON file'),
      new File(['{"boxes":[],"gridSettings":{}}'], 'a.json', { type: 'application/json' }),
    );
    expect(alert).toHaveBeenCalledWith(IMPORT_IN_PREVIEW_MESSAGE);
    expect(selectDocument(store.getState())).toBe(before);
    alert.mockRestore();
  });

  it('Escape closes the open panel first; only then does it reach the editor (exit preview)', async () => {
    const { store, user, button, panel, findPanel } = setup();
    const editorEscape = jest.fn();
    window.addEventListener('keydown', editorEscape);
    await user.click(button('Preview Mode'));
    await user.click(button('File'));
    await findPanel('File');
    await user.keyboard('{Escape}');
    expect(panel('File')).not.toBeInTheDocument();
    expect(editorEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(editorEscape).toHaveBeenCalledTimes(1);
    expect(selectIsPreviewMode(store.getState())).toBe(true); // the editor's shortcuts are not mounted here
    window.removeEventListener('keydown', editorEscape);
  });

  it('Preview Mode toggles the preview', async () => {
    const { store, user, button } = setup();
    await user.click(button('Preview Mode'));
    expect(selectIsPreviewMode(store.getState())).toBe(true);
    expect(button('Preview Mode')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Preview Mode'));
    expect(selectIsPreviewMode(store.getState())).toBe(false);
  });
});
