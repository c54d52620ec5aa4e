import {
  IMPORT_TOAST_MS,
  INVALID_JSON_FORMAT_MESSAGE,
  JSON_IMPORT_ERROR_MESSAGE,
  createDefaultGridData,
} from '@bento/core';
import { createAppStore, loadGridData, publishRequested, type AppStore } from '@bento/store';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { selectDocument } from '../state/editorSlice';
import { docWith, recordActions } from '../state/testUtils';
import { DONATION_URL, EXPORT_CODE_NOTE, EXPORT_IMAGE_NOTE } from './FilePanel';
import { LeftToolbar } from './LeftToolbar';
import { blobText, captureDownloads } from './testDownloads';

function setup({ fakeTimers = false } = {}) {
  if (fakeTimers) jest.useFakeTimers();
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(3)));
  const seen = recordActions(store);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  render(
    <Provider store={store}>
      <LeftToolbar />
    </Provider>,
  );
  const ids = () => selectDocument(store.getState()).boxes.map((box) => box.id);
  const button = (name: string) => screen.getByRole('button', { name });
  // The panel loads on first use (lazy): wait for it.
  const openFile = async () => {
    await user.click(button('File'));
    await screen.findByRole('heading', { name: 'File' });
  };
  return { store, seen, user, ids, button, openFile };
}

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

const jsonFile = (text: string, name = 'design.json') => new File([text], name, { type: 'application/json' });

describe('File panel', () => {
  it('exports the document under the name given at the prompt', async () => {
    const downloads = captureDownloads();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('my-site');
    const { user, button, openFile } = setup();
    await openFile();
    await user.click(button('Export JSON'));
    // The export's code loads on first use: the prompt follows it.
    await waitFor(() => expect(prompt).toHaveBeenCalledWith(expect.any(String), 'bento-design'));
    expect(downloads.map((d) => d.name)).toEqual(['my-site.json']);
    expect(JSON.parse(await blobText(downloads[0]!.blob))).toEqual(docWith(3));
  });

  it('exports nothing when the prompt is cancelled', async () => {
    const downloads = captureDownloads();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
    const { user, button, openFile } = setup();
    await openFile();
    await user.click(button('Export JSON'));
    await waitFor(() => expect(prompt).toHaveBeenCalled());
    expect(downloads).toEqual([]);
  });

  it('imports a good file and shows the toast for 3 s', async () => {
    const { user, ids, openFile } = setup({ fakeTimers: true });
    await openFile();
    await user.upload(screen.getByLabelText('Import JSON file'), jsonFile(JSON.stringify(docWith(5))));
    await waitFor(() => expect(ids()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']));
    expect(screen.getByRole('status')).toHaveTextContent('JSON file imported successfully!');
    act(() => jest.advanceTimersByTime(IMPORT_TOAST_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    ['a file that is not JSON', 'not json', JSON_IMPORT_ERROR_MESSAGE],
    ['JSON without gridSettings', JSON.stringify({ boxes: [] }), INVALID_JSON_FORMAT_MESSAGE],
    ['JSON without boxes', JSON.stringify({ gridSettings: {} }), INVALID_JSON_FORMAT_MESSAGE],
  ])('alerts for %s and keeps the document', async (_label, text, message) => {
    const { user, ids, openFile } = setup();
    await openFile();
    await user.upload(screen.getByLabelText('Import JSON file'), jsonFile(text));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(ids()).toEqual(['b1', 'b2', 'b3']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has the drop tip, Export Code, Export Image and the donation link; nothing is Coming Soon any more', async () => {
    const { button, openFile } = setup();
    await openFile();
    expect(screen.getByText(/drag and drop a JSON file/i)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    // Both exports are real (exportCode.test.tsx, e2e/export-image.spec.ts).
    expect(button('Export Code')).toBeEnabled();
    expect(button('Export Code')).toHaveAccessibleDescription(EXPORT_CODE_NOTE);
    expect(button('Export Image')).toBeEnabled();
    expect(button('Export Image')).toHaveAccessibleDescription(EXPORT_IMAGE_NOTE);
    const link = screen.getByRole('link', { name: 'Buy Me A Coffee' });
    expect(link).toHaveAttribute('href', DONATION_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Confirm Reset dialog', () => {
  async function openReset() {
    const env = setup();
    await env.openFile();
    await env.user.click(env.button('Reset Grid'));
    return { ...env, dialog: await screen.findByRole('dialog', { name: 'Confirm Reset' }) };
  }

  it('offers the four actions', async () => {
    const { dialog } = await openReset();
    const names = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual(['Publish Grid', 'Download JSON', 'Cancel', 'Reset Anyway']);
  });

  it('Cancel keeps the document', async () => {
    const { user, button, ids } = await openReset();
    await user.click(button('Cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ids()).toEqual(['b1', 'b2', 'b3']);
  });

  it('Escape closes it and keeps the document', async () => {
    const { user, ids } = await openReset();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ids()).toEqual(['b1', 'b2', 'b3']);
  });

  it('Reset Anyway restores the default grid', async () => {
    const { store, user, button } = await openReset();
    await user.click(button('Reset Anyway'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectDocument(store.getState())).toEqual(createDefaultGridData());
  });

  it('Publish Grid asks the account remote to publish', async () => {
    const { user, button, seen, ids } = await openReset();
    await user.click(button('Publish Grid'));
    expect(seen.filter((action) => publishRequested.match(action))).toHaveLength(1);
    expect(ids()).toEqual(['b1', 'b2', 'b3']);
  });

  it('Download JSON exports and keeps the dialog open', async () => {
    const downloads = captureDownloads();
    jest.spyOn(window, 'prompt').mockReturnValue('');
    const { user, button } = await openReset();
    await user.click(button('Download JSON'));
    expect(downloads.map((d) => d.name)).toEqual(['bento-design.json']);
    expect(screen.getByRole('dialog', { name: 'Confirm Reset' })).toBeInTheDocument();
  });
});
