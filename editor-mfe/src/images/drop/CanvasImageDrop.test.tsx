// Image files dragged and dropped on the canvas, with the real store (signed out: images stay inline). GIFs stand
// for images: compression needs a real browser (e2e/images-drop.spec.ts).
import { UPLOAD_ERROR_MS, UPLOAD_MESSAGES } from '@bento/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { docWith, renderWithStore } from '../../canvas/canvasTestUtils';
import { previewEntered, selectDocument } from '../../state/editorSlice';
import { BOX_DROP_HINT, CONTAINER_DROP_HINT } from './DropOverlays';

const gif = () => new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

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

describe('image drops on the canvas', () => {
  it("shows 'Drop image here' on the box under the pointer, then sets its background (one history entry)", async () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.dragOver(boxNode('b2'), { dataTransfer: transfer([gif()]) });
    expect(boxNode('b2')).toHaveTextContent(BOX_DROP_HINT);
    expect(boxNode('b1')).not.toHaveTextContent(BOX_DROP_HINT);
    const pastBefore = store.getState().editor!.past.length;
    fireEvent.drop(boxNode('b2'), { dataTransfer: transfer([gif()]) });
    await waitFor(() =>
      expect(selectDocument(store.getState()).boxes[1]!.style.bgImageUrl).toMatch(/^data:image\/gif;base64,/),
    );
    expect(store.getState().editor!.past.length).toBe(pastBefore + 1);
    expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
  });

  it("shows 'Drop image here to set background' off the boxes, then sets the container's image", async () => {
    const { store } = renderWithStore(docWith(1));
    fireEvent.dragOver(canvasNode(), { dataTransfer: transfer([gif()]) });
    expect(screen.getByTestId('image-drop-overlay')).toHaveTextContent(CONTAINER_DROP_HINT);
    fireEvent.drop(canvasNode(), { dataTransfer: transfer([gif()]) });
    await waitFor(() =>
      expect(selectDocument(store.getState()).gridSettings.containerBgImageUrl).toMatch(/^data:image\/gif/),
    );
  });

  it('marks a box in error with a red dot and the message, gone after 3 s', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithStore(docWith(1));
      await act(async () => void fireEvent.drop(boxNode('b1'), { dataTransfer: transfer([text()]) }));
      const badge = screen.getByTestId('image-drop-error');
      expect(badge).toHaveTextContent(UPLOAD_MESSAGES.boxNotAnImage);
      expect(boxNode('b1')).toContainElement(badge);
      expect(selectDocument(store.getState()).boxes[0]!.style.bgImageUrl).toBeUndefined();
      act(() => void jest.advanceTimersByTime(UPLOAD_ERROR_MS));
      expect(screen.queryByTestId('image-drop-error')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes nothing in preview mode', () => {
    const { store } = renderWithStore(docWith(1));
    act(() => void store.dispatch(previewEntered()));
    const event = fireEvent.dragOver(boxNode('b1'), { dataTransfer: transfer([gif()]) });
    expect(event).toBe(true); // not prevented: the browser (and the page) keep the drag
    expect(screen.queryByTestId('image-drop-overlay')).toBeNull();
  });
});
