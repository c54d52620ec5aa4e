import { createAppStore, loadGridData, useAppSelector, type AppStore } from '@bento/store';
import { BentoGrid } from '@bento/ui/grid';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  selectBoxById,
  selectCanUndo,
  selectDocument,
  selectEditingId,
  selectNestedBoxById,
  textEditingStarted,
  undone,
} from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { renderTextEditor } from './renderTextEditor';

// jsdom has no layout: Lexical asks ranges for caret rectangles when it syncs the DOM selection.
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
});

/** The grid as the canvas renders it: the editor in place of the text of the box being edited. */
function Grid() {
  const document = useAppSelector(selectDocument);
  const editingId = useAppSelector(selectEditingId);
  return <BentoGrid gridData={document} editingId={editingId} renderEditor={renderTextEditor} />;
}

async function setup(doc = docWith(2, { b2: 1 })) {
  const store = createAppStore();
  store.dispatch(loadGridData(doc));
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <Grid />
      <button type="button">outside</button>
    </Provider>,
  );
  return { store, user };
}

async function startEditing(store: AppStore, id: string) {
  await act(async () => {
    store.dispatch(textEditingStarted(id));
  });
  return screen.getByRole('textbox', { name: 'Box text' });
}

const contentOf = (store: AppStore, id: string) =>
  (selectBoxById(store.getState(), id) ?? selectNestedBoxById(store.getState(), id))?.contentId;

describe('BoxTextEditor (renderTextEditor with the real store)', () => {
  it('opens over the box being edited; Escape saves the change and ends editing', async () => {
    const { store, user } = await setup();
    const editable = await startEditing(store, 'b1');
    expect(editable).toHaveTextContent('Box 1');
    expect(editable).toHaveFocus();
    await user.keyboard(' edited{Escape}');
    expect(selectEditingId(store.getState())).toBeNull();
    expect(contentOf(store, 'b1')).toMatch(/^<p[^>]*>(<span[^>]*>)?Box 1 edited(<\/span>)?<\/p>$/);
    expect(screen.queryByRole('textbox', { name: 'Box text' })).toBeNull();
    expect(document.querySelector('[data-box-id="b1"]')).toHaveTextContent('Box 1 edited');
    // One history entry: undo brings the old text back.
    await act(async () => {
      store.dispatch(undone());
    });
    expect(contentOf(store, 'b1')).toBe('Box 1');
  });

  it('saves nothing (no history entry) when the text did not change', async () => {
    const { store, user } = await setup();
    await startEditing(store, 'b1');
    await user.keyboard('{Escape}');
    expect(selectEditingId(store.getState())).toBeNull();
    expect(contentOf(store, 'b1')).toBe('Box 1');
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('edits a nested box: its placeholder is replaced by the first typed character', async () => {
    const { store, user } = await setup();
    const editable = await startEditing(store, 'b2-n1');
    expect(editable).toHaveTextContent('Nested Element 1');
    await user.keyboard('Z');
    expect(editable).toHaveTextContent(/^Z$/);
    await user.keyboard('{Escape}');
    expect(contentOf(store, 'b2-n1')).toMatch(/^<p[^>]*>(<span[^>]*>)?Z(<\/span>)?<\/p>$/);
    expect(contentOf(store, 'b2')).toBe('Box 2');
    expect(selectEditingId(store.getState())).toBeNull();
  });

  it('stores an emptied box as an empty string', async () => {
    const doc = docWith(1);
    doc.boxes[0]!.contentId = '<p>New Box 1</p>';
    const { store, user } = await setup(doc);
    await startEditing(store, 'b1');
    await user.keyboard(' {Escape}');
    expect(contentOf(store, 'b1')).toBe('');
  });

  it('ends on blur outside, saving the change', async () => {
    const { store, user } = await setup();
    await startEditing(store, 'b1');
    await user.keyboard('!');
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(selectEditingId(store.getState())).toBeNull();
    expect(contentOf(store, 'b1')).toContain('Box 1!');
  });

  it('keeps editing while the toolbar is used, and saves its formatting', async () => {
    const { store, user } = await setup();
    await startEditing(store, 'b1');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '24');
    expect(selectEditingId(store.getState())).toBe('b1');
    await user.click(screen.getByRole('button', { name: 'Close text editor' }));
    expect(selectEditingId(store.getState())).toBeNull();
    const box = document.querySelector('[data-box-id="b1"]');
    expect(box?.querySelector('b, strong')).toHaveTextContent('Box 1');
    expect(contentOf(store, 'b1')).toMatch(/font-size: ?24px/);
  });

  it('editing moved to another box: the first is saved, the second stays open', async () => {
    const { store, user } = await setup();
    await startEditing(store, 'b1');
    await user.keyboard('?');
    const editable = await startEditing(store, 'b2');
    expect(editable).toHaveTextContent('Box 2');
    expect(contentOf(store, 'b1')).toContain('Box 1?');
    expect(selectEditingId(store.getState())).toBe('b2');
  });
});
