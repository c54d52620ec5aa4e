import {
  ASPECT_RATIO_DETECTION_TIMEOUT_MS,
  BOX_IMAGE_MAX_BYTES,
  JSON_IMPORT_ERROR_MESSAGE,
  UPLOAD_ERROR_MS,
  UPLOAD_MESSAGES,
} from '@bento/core';
import { createAppStore, loadGridData, type AppStore } from '@bento/store';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { selectDocument } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { JSON_DROP_HINT, PHOTO_DROP_HINT, PageFileDrop } from './PageFileDrop';

/** jsdom has no DataTransfer: the parts the page drop reads. */
function transfer({ files = [] as File[], text = '' } = {}) {
  return {
    types: files.length > 0 ? ['Files'] : ['text/plain'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type })),
    getData: (format: string) => (format === 'text/plain' ? text : ''),
  };
}

function fire(type: 'dragover' | 'drop', data: ReturnType<typeof transfer>, target: Element = document.body) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: data });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

function setup() {
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(2)));
  render(
    <Provider store={store}>
      <PageFileDrop />
      <div contentEditable="true" data-testid="editor" />
    </Provider>,
  );
  const doc = () => selectDocument(store.getState());
  return { store, doc };
}

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const json = (text: string) => new File([text], 'design.json', { type: 'application/json' });
const png = () => new File(['\x89PNG'], 'photo.png', { type: 'image/png' });
const gif = () => new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });

describe('PageFileDrop', () => {
  it('shows the JSON overlay while a file is dragged over and hides it after', () => {
    jest.useFakeTimers();
    setup();
    const over = fire('dragover', transfer({ files: [json('{}')] }));
    expect(over.defaultPrevented).toBe(true);
    expect(screen.getByTestId('page-drop-overlay')).toHaveTextContent(JSON_DROP_HINT);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
  });

  it('shows the photo overlay for images, but not in infinite-scroll mode', () => {
    const { store } = setup();
    fire('dragover', transfer({ files: [png()] }));
    expect(screen.getByTestId('page-drop-overlay')).toHaveTextContent(PHOTO_DROP_HINT);
    const doc = docWith(1);
    act(() => {
      store.dispatch(
        loadGridData({ ...doc, gridSettings: { ...doc.gridSettings, isInfiniteScrollMode: true } }),
      );
    });
    fire('dragover', transfer({ files: [png()] }));
    expect(screen.getByTestId('page-drop-overlay')).toHaveTextContent(JSON_DROP_HINT);
  });

  it('imports a dropped JSON file with its toast', async () => {
    const { doc } = setup();
    const drop = fire('drop', transfer({ files: [json(JSON.stringify(docWith(4)))] }));
    expect(drop.defaultPrevented).toBe(true);
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
    await waitFor(() => expect(doc().boxes).toHaveLength(4));
    expect(screen.getByText('JSON file imported successfully!')).toBeInTheDocument();
  });

  it('alerts for a dropped file that is not valid JSON', async () => {
    const { doc } = setup();
    fire('drop', transfer({ files: [json('{oops')] }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(JSON_IMPORT_ERROR_MESSAGE));
    expect(doc().boxes).toHaveLength(2);
  });

  it('adds one box per dropped media URL, with that background', () => {
    const { doc } = setup();
    const text = 'https://example.com/a.png?w=2\nnot a url\nhttps://example.com/b.webm';
    const drop = fire('drop', transfer({ text }));
    expect(drop.defaultPrevented).toBe(true);
    const added = doc().boxes.slice(2);
    expect(added.map((box) => [box.style.bgImageUrl, box.style.bgVideoUrl])).toEqual([
      ['https://example.com/a.png?w=2', undefined],
      [undefined, 'https://example.com/b.webm'],
    ]);
  });

  it('leaves text dropped into an editor and text without media URLs alone', () => {
    const { doc } = setup();
    const intoEditor = fire(
      'drop',
      transfer({ text: 'https://example.com/a.png' }),
      screen.getByTestId('editor'),
    );
    expect(intoEditor.defaultPrevented).toBe(false);
    expect(fire('drop', transfer({ text: 'hello' })).defaultPrevented).toBe(false);
    expect(doc().boxes).toHaveLength(2);
  });

  it('shows no overlay over a target on the page that accepts the drag itself', () => {
    setup();
    const target = screen.getByTestId('editor');
    target.addEventListener('dragover', (event) => event.preventDefault());
    fire('dragover', transfer({ files: [png()] }), target);
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
  });

  it('leaves drops that a target on the page already handled', () => {
    const { doc } = setup();
    const target = screen.getByTestId('editor');
    target.addEventListener('drop', (event) => event.preventDefault());
    fire('drop', transfer({ text: 'https://example.com/a.png' }), target);
    expect(doc().boxes).toHaveLength(2);
  });

  it('adds a dropped photo as an image box (1 × 1 when its ratio cannot be read)', async () => {
    jest.useFakeTimers();
    const { doc } = setup();
    // A GIF is not compressed (only JPEG, PNG and WebP are: that needs a real browser, see e2e/images-drop).
    fire('drop', transfer({ files: [gif()] }));
    await waitFor(() => expect(screen.getByTestId('photo-drop-progress')).toHaveTextContent('Processing...'));
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    // jsdom decodes no images: the ratio falls back to 1.33 after the detection timeout (waitFor advances the
    // fake clock).
    await waitFor(() => expect(doc().boxes).toHaveLength(3), {
      timeout: ASPECT_RATIO_DETECTION_TIMEOUT_MS + 1000,
    });
    const photo = doc().boxes[2]!;
    expect(photo.style.bgImageUrl).toMatch(/^data:image\/gif;base64,/);
    expect([photo.colSpan, photo.rowSpan]).toEqual([1, 1]);
    expect(screen.queryByTestId('photo-drop-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says why a photo is refused (the spec's message), adds the others, and the message goes after 3 s", async () => {
    jest.useFakeTimers();
    const { doc } = setup();
    const huge = new File([new Uint8Array(BOX_IMAGE_MAX_BYTES + 1)], 'huge.gif', { type: 'image/gif' });
    fire('drop', transfer({ files: [huge, gif()] }));
    await waitFor(() =>
      expect(screen.getByText(`huge.gif: ${UPLOAD_MESSAGES.boxTooLarge}`)).toBeInTheDocument(),
    );
    await waitFor(() => expect(doc().boxes).toHaveLength(3), {
      timeout: ASPECT_RATIO_DETECTION_TIMEOUT_MS + 1000,
    });
    await act(async () => void (await jest.advanceTimersByTimeAsync(UPLOAD_ERROR_MS)));
    expect(screen.queryByText(`huge.gif: ${UPLOAD_MESSAGES.boxTooLarge}`)).not.toBeInTheDocument();
  });

  it('adds no photo box in infinite-scroll mode', async () => {
    jest.useFakeTimers();
    const { store, doc } = setup();
    const infinite = docWith(2);
    infinite.gridSettings = { ...infinite.gridSettings, isInfiniteScrollMode: true };
    act(() => {
      store.dispatch(loadGridData(infinite));
    });
    fire('drop', transfer({ files: [png()] }));
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(ASPECT_RATIO_DETECTION_TIMEOUT_MS);
    });
    expect(doc().boxes).toHaveLength(2);
  });

  it('keeps the overlay away from plain page events', () => {
    setup();
    fireEvent.dragOver(document.body);
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
  });
});
