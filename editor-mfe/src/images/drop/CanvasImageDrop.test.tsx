// Image files dragged and dropped on the canvas, with the real store and the real image pipeline (signed out:
// images stay inline). GIFs stand for images: compression needs a real browser (e2e/images-drop.spec.ts).
import { CONTAINER_IMAGE_MAX_BYTES, UPLOAD_ERROR_MS, UPLOAD_MESSAGES } from '@bento/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { docWith, renderWithStore } from '../../canvas/canvasTestUtils';
import { previewEntered, readOnlySet, selectDocument } from '../../state/editorSlice';
import { BOX_DROP_HINT, CONTAINER_DROP_HINT } from './DropOverlays';
import { dropStatus } from './dropStatus';

const gif = (bytes = 6) => new File([new Uint8Array(bytes).fill(0x47)], 'cat.gif', { type: 'image/gif' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });
const json = () => new File(['{}'], 'design.json', { type: 'application/json' });

/** jsdom has no DataTransfer: the parts the canvas reads (and the dropEffect it sets). */
function transfer(files: File[]) {
  return {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type })),
    types: ['Files'],
    dropEffect: 'none',
    getData: () => '',
  };
}

const boxNode = (id: string) => document.querySelector<HTMLElement>(`[data-box-id="${id}"]`)!;
const canvasNode = () => screen.getByTestId('editor-canvas');
/** The canvas's live region for image progress, read by screen readers (dnd-kit has its own). */
const announcer = () =>
  screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite')!;
const bgImageOf = (store: ReturnType<typeof renderWithStore>['store'], index: number) =>
  selectDocument(store.getState()).boxes[index]!.style.bgImageUrl;

// The drop state is the page's one (module) state: no test starts while another's image is on its way in.
afterEach(async () => {
  jest.useRealTimers();
  await waitFor(() => expect(dropStatus.isLoading()).toBe(false));
});

describe('image drops on a box', () => {
  it('cost a box nothing until it is the target: the canvas follows the drop state, not each box', () => {
    renderWithStore(docWith(3));
    const few = dropStatus.followers();
    cleanup();
    renderWithStore(docWith(60));
    expect(dropStatus.followers()).toBe(few);
  });

  it("shows 'Drop image here' on the box under the pointer, then 'Processing...', then sets its background (one history entry)", async () => {
    const { store } = renderWithStore(docWith(2));
    const data = transfer([gif()]);
    fireEvent.dragOver(boxNode('b2'), { dataTransfer: data });
    expect(boxNode('b2')).toHaveTextContent(BOX_DROP_HINT);
    expect(boxNode('b1')).not.toHaveTextContent(BOX_DROP_HINT);
    expect(data.dropEffect).toBe('copy');
    const pastBefore = store.getState().editor!.past.length;

    const drop = fireEvent.drop(boxNode('b2'), { dataTransfer: transfer([gif()]) });
    expect(drop).toBe(false); // handled here: the page-level photo drop leaves it alone
    expect(boxNode('b2')).toHaveTextContent('Processing...');
    expect(announcer()).toHaveTextContent('Processing...');
    // Seen, not read: the canvas's one live region reads it.
    expect(within(screen.getByTestId('image-drop-overlay')).getByText('Processing...')).toHaveAttribute(
      'aria-hidden',
      'true',
    );

    await waitFor(() => expect(bgImageOf(store, 1)).toMatch(/^data:image\/gif;base64,/));
    expect(store.getState().editor!.past.length).toBe(pastBefore + 1);
    expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('clears the video when the dropped image becomes the background', async () => {
    const doc = docWith(1);
    doc.boxes[0]!.style.bgVideoUrl = 'https://example.com/clip.mp4';
    const { store } = renderWithStore(doc);
    fireEvent.drop(boxNode('b1'), { dataTransfer: transfer([gif()]) });
    await waitFor(() => expect(bgImageOf(store, 0)).toMatch(/^data:image\/gif/));
    expect(selectDocument(store.getState()).boxes[0]!.style.bgVideoUrl).toBeUndefined();
  });

  it("marks a box in error with a red dot and 'Only image files are supported' for a non-image, gone after 3 s", async () => {
    jest.useFakeTimers();
    const { store } = renderWithStore(docWith(1));
    fireEvent.dragOver(boxNode('b1'), { dataTransfer: transfer([text()]) });
    expect(boxNode('b1')).toHaveTextContent(BOX_DROP_HINT);
    await act(async () => void fireEvent.drop(boxNode('b1'), { dataTransfer: transfer([text()]) }));
    const badge = screen.getByRole('alert');
    expect(badge).toHaveTextContent(UPLOAD_MESSAGES.boxNotAnImage);
    expect(badge).toHaveAttribute('data-testid', 'image-drop-error');
    expect(boxNode('b1')).toContainElement(badge);
    expect(bgImageOf(store, 0)).toBeUndefined();
    act(() => void jest.advanceTimersByTime(UPLOAD_ERROR_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('image-drop-error')).toBeNull();
  });

  it('takes one image at a time: while one loads, another box shows no hint and a drop on it is refused', async () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.drop(boxNode('b1'), { dataTransfer: transfer([gif()]) });
    expect(boxNode('b1')).toHaveTextContent('Processing...');

    const data = transfer([gif()]);
    const over = fireEvent.dragOver(boxNode('b2'), { dataTransfer: data });
    expect(over).toBe(false); // still the canvas's: the page neither shows its overlay nor takes the file
    expect(data.dropEffect).toBe('none');
    expect(boxNode('b2')).not.toHaveTextContent(BOX_DROP_HINT);
    expect(fireEvent.drop(boxNode('b2'), { dataTransfer: transfer([gif()]) })).toBe(false);

    await waitFor(() => expect(bgImageOf(store, 0)).toMatch(/^data:image\/gif/));
    expect(bgImageOf(store, 1)).toBeUndefined();
    // Done: the next drop is taken.
    fireEvent.drop(boxNode('b2'), { dataTransfer: transfer([gif()]) });
    await waitFor(() => expect(bgImageOf(store, 1)).toMatch(/^data:image\/gif/));
  });

  it('leaves a JSON document to the page (it imports it)', () => {
    renderWithStore(docWith(1));
    expect(fireEvent.dragOver(boxNode('b1'), { dataTransfer: transfer([json()]) })).toBe(true);
    expect(fireEvent.drop(boxNode('b1'), { dataTransfer: transfer([json()]) })).toBe(true);
    expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
    expect(screen.queryByTestId('image-drop-error')).toBeNull();
  });
});

describe('image drops on the container', () => {
  it("shows 'Drop image here to set background' off the boxes, then sets the container's image", async () => {
    const { store } = renderWithStore(docWith(1));
    fireEvent.dragOver(canvasNode(), { dataTransfer: transfer([gif()]) });
    expect(screen.getByTestId('image-drop-overlay')).toHaveTextContent(CONTAINER_DROP_HINT);
    expect(boxNode('b1')).not.toHaveTextContent(BOX_DROP_HINT);
    fireEvent.drop(canvasNode(), { dataTransfer: transfer([gif()]) });
    expect(screen.getByTestId('image-drop-overlay')).toHaveTextContent('Processing...');
    await waitFor(() =>
      expect(selectDocument(store.getState()).gridSettings.containerBgImageUrl).toMatch(/^data:image\/gif/),
    );
    expect(bgImageOf(store, 0)).toBeUndefined();
  });

  it("refuses with the container's messages: over 2 MB, and a file that is no image", async () => {
    jest.useFakeTimers();
    const { store } = renderWithStore(docWith(1));
    await act(
      async () =>
        void fireEvent.drop(canvasNode(), { dataTransfer: transfer([gif(CONTAINER_IMAGE_MAX_BYTES + 1)]) }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.containerTooLarge);
    act(() => void jest.advanceTimersByTime(UPLOAD_ERROR_MS));
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => void fireEvent.drop(canvasNode(), { dataTransfer: transfer([text()]) }));
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.containerInvalidType);
    act(() => void jest.advanceTimersByTime(UPLOAD_ERROR_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(selectDocument(store.getState()).gridSettings.containerBgImageUrl).toBeUndefined();
  });
});

describe('image drops where editing is off', () => {
  const blocked = {
    'preview mode': (store: ReturnType<typeof renderWithStore>['store']) => store.dispatch(previewEntered()),
    'read-only mode': (store: ReturnType<typeof renderWithStore>['store']) =>
      store.dispatch(readOnlySet(true)),
  };
  for (const [mode, enter] of Object.entries(blocked)) {
    it(`takes nothing in ${mode}`, async () => {
      const { store } = renderWithStore(docWith(1));
      act(() => void enter(store));
      const over = fireEvent.dragOver(boxNode('b1'), { dataTransfer: transfer([gif()]) });
      expect(over).toBe(true); // not prevented: the browser (and the page) keep the drag
      expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
      expect(fireEvent.drop(boxNode('b1'), { dataTransfer: transfer([gif()]) })).toBe(true);
      await act(async () => {});
      expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
      expect(bgImageOf(store, 0)).toBeUndefined();
    });
  }

  it('takes nothing in infinite-scroll mode', () => {
    const doc = docWith(1);
    doc.gridSettings = { ...doc.gridSettings, isInfiniteScrollMode: true };
    renderWithStore(doc);
    expect(fireEvent.dragOver(canvasNode(), { dataTransfer: transfer([gif()]) })).toBe(true);
    expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
  });
});
