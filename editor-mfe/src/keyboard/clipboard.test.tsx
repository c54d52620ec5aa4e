import { waitFor } from '@testing-library/react';
import {
  boxSelected,
  boxStyleUpdated,
  nestedBoxSelected,
  selectDocument,
  selectSelection,
} from '../state/editorSlice';
import { press, setup, stubClipboard } from './keyboardTestUtils';

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('clipboard shortcuts', () => {
  const IMAGE = 'https://img.example.com/cat.jpg?w=800';
  const VIDEO = 'https://cdn.example.com/loop.mp4';

  it('Ctrl+C copies the style and writes the background image URL; Ctrl+V pastes the style', async () => {
    const { store, box, select } = setup(2);
    store.dispatch(boxStyleUpdated({ id: 'b1', style: { bgColor: '#ff0000', bgImageUrl: IMAGE } }));
    select('b1');
    const clipboard = stubClipboard('not a url');
    press('c', { ctrlKey: true });
    expect(clipboard.writeText).toHaveBeenCalledWith(IMAGE);
    select('b2');
    press('v', { ctrlKey: true });
    await waitFor(() => expect(box('b2').style.bgColor).toBe('#ff0000'));
    expect(box('b2').style.bgImageUrl).toBe(IMAGE);
  });

  it('Ctrl+C on a box without a background image copies the style only; write failures are ignored', () => {
    const { store, select } = setup(1);
    select('b1');
    const clipboard = stubClipboard('');
    clipboard.writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    press('c', { ctrlKey: true });
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(store.getState().editor?.copiedStyle?.style?.bgColor).toBe('#d8d8d8');
  });

  it('Ctrl+V with a media URL sets the last selected box background; a video clears the image', async () => {
    const { box, select } = setup(2);
    select('b2');
    stubClipboard(`${IMAGE}\n${VIDEO}`);
    press('v', { ctrlKey: true });
    await waitFor(() => expect(box('b2').style.bgImageUrl).toBe(IMAGE));
    expect(box('b1').style.bgImageUrl).toBeUndefined();
    stubClipboard(VIDEO);
    press('v', { ctrlKey: true });
    await waitFor(() => expect(box('b2').style.bgVideoUrl).toBe(VIDEO));
    expect(box('b2').style.bgImageUrl).toBeUndefined();
  });

  it('Ctrl+V with nothing selected makes a box per media URL', async () => {
    const { store, ids, box } = setup(1);
    stubClipboard(`${IMAGE}\nhello\n${VIDEO}`);
    press('v', { ctrlKey: true });
    await waitFor(() => expect(ids()).toHaveLength(3));
    const [, first, second] = ids();
    expect(box(first!).style.bgImageUrl).toBe(IMAGE);
    expect(box(second!).style.bgVideoUrl).toBe(VIDEO);
    expect(selectSelection(store.getState()).ids).toEqual([second]);
  });

  it('Shift+V sets the URL as the background of every selected box', async () => {
    const { store, box } = setup(3);
    store.dispatch(boxSelected({ id: 'b1' }));
    store.dispatch(boxSelected({ id: 'b3', mode: 'toggle' }));
    stubClipboard(IMAGE);
    press('V', { shiftKey: true });
    await waitFor(() => expect(box('b3').style.bgImageUrl).toBe(IMAGE));
    expect(box('b1').style.bgImageUrl).toBe(IMAGE);
    expect(box('b2').style.bgImageUrl).toBeUndefined();
  });

  it('with a nested selection the URL goes to the selected nested boxes, not their parent', async () => {
    const { store, box, nestedBox } = setup(1, { b1: 3 });
    store.dispatch(nestedBoxSelected({ id: 'b1-n1' }));
    store.dispatch(nestedBoxSelected({ id: 'b1-n3', mode: 'toggle' }));
    stubClipboard(IMAGE);
    press('V', { shiftKey: true });
    await waitFor(() => expect(nestedBox('b1-n3').style.bgImageUrl).toBe(IMAGE));
    expect(nestedBox('b1-n1').style.bgImageUrl).toBe(IMAGE);
    expect(nestedBox('b1-n2').style.bgImageUrl).toBeUndefined();
    expect(box('b1').style.bgImageUrl).toBeUndefined();
  });

  it('a failed or denied clipboard read aborts the paste silently', async () => {
    const { store, select } = setup(2);
    store.dispatch(boxStyleUpdated({ id: 'b1', style: { bgColor: '#00ff00' } }));
    select('b1');
    press('c', { ctrlKey: true });
    select('b2');
    const clipboard = stubClipboard(new Error('NotAllowedError'));
    const before = selectDocument(store.getState());
    press('v', { ctrlKey: true });
    await waitFor(() => expect(clipboard.readText).toHaveBeenCalled());
    // Let the rejected read settle completely before checking nothing happened.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectDocument(store.getState())).toBe(before);
  });
});
