import path from 'node:path';
import { createAppStore, loadGridData, type AppStore } from '@bento/store';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { sourceViewer } from '../../../api/src/web/siteSsrTesting';
import { docWith } from '../state/testUtils';
import { EXPORT_CODE_FAILED } from './exportCode';
import { LeftToolbar } from './LeftToolbar';
import { blobText, captureDownloads } from './testDownloads';

// The real API renders the page with the viewer from source (its build is the same code).
let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false, viewer: sourceViewer(path.join(__dirname, 'no-script')) });
});
afterAll(() => api.close());

let alert: jest.SpyInstance;
let prompt: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  prompt = jest.spyOn(window, 'prompt').mockReturnValue('My Portfolio');
  api.requests.length = 0;
});
afterEach(() => jest.restoreAllMocks());

function setup() {
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(3)));
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <LeftToolbar />
    </Provider>,
  );
  const button = (name: string | RegExp) => screen.getByRole('button', { name });
  return { user, button };
}

it('downloads the page as one HTML file named at the prompt, with every box and no script', async () => {
  const downloads = captureDownloads();
  const { user, button } = setup();
  await user.click(button('File'));
  await screen.findByRole('heading', { name: 'File' }); // the panel loads on first use
  await user.click(button('Export Code'));
  await waitFor(() => expect(prompt).toHaveBeenCalledWith('Enter a file name:', 'bento-design'));
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [file] = downloads;
  expect(file!.name).toBe('My Portfolio.html');
  expect(file!.blob.type).toBe('text/html');
  const html = await blobText(file!.blob);
  expect(html).toContain('<title>My Portfolio</title>');
  for (const id of ['b1', 'b2', 'b3']) expect(html).toContain(`data-box-id="${id}"`);
  expect(html).not.toMatch(/<script/i);
  expect(button('Export Code')).toBeEnabled();
  expect(alert).not.toHaveBeenCalled();
});

it('does nothing when the prompt is cancelled', async () => {
  const downloads = captureDownloads();
  prompt.mockReturnValue(null);
  const { user, button } = setup();
  await user.click(button('File'));
  await screen.findByRole('heading', { name: 'File' }); // the panel loads on first use
  await user.click(button('Export Code'));
  await waitFor(() => expect(prompt).toHaveBeenCalled());
  await waitFor(() => expect(button('Export Code')).toBeEnabled());
  expect(downloads).toHaveLength(0);
  expect(api.requests.filter((request) => request.url === '/api/exports/html')).toHaveLength(0);
});

it('tells the user when the server cannot be reached, and downloads nothing', async () => {
  const downloads = captureDownloads();
  await api.stop();
  const { user, button } = setup();
  await user.click(button('File'));
  await screen.findByRole('heading', { name: 'File' }); // the panel loads on first use
  await user.click(button('Export Code'));
  await waitFor(() =>
    expect(alert).toHaveBeenCalledWith(`${EXPORT_CODE_FAILED} Please check your connection and try again.`),
  );
  expect(downloads).toHaveLength(0);
  expect(button('Export Code')).toBeEnabled();
});
