import {
  createAppStore,
  loadGridData,
  publishFlowReadySet,
  publishRequested,
  type AppStore,
} from '@bento/store';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  boxSelected,
  previewEntered,
  readOnlySet,
  selectDocument,
  selectSelection,
} from '../state/editorSlice';
import { docWith, recordActions } from '../state/testUtils';
import { FloatingActionToolbar } from './FloatingActionToolbar';

function setup(count = 2) {
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(count)));
  // The accounts remote's publish flow is listening (Share waits for it).
  store.dispatch(publishFlowReadySet(true));
  // Records what the toolbar dispatches (the publish request has no effect on the store without the accounts remote).
  const seen = recordActions(store);
  render(
    <Provider store={store}>
      <FloatingActionToolbar />
    </Provider>,
  );
  const ids = () => selectDocument(store.getState()).boxes.map((box) => box.id);
  const button = (name: string) => screen.getByRole('button', { name });
  return { store, seen, ids, button };
}

describe('FloatingActionToolbar', () => {
  it('every button has its accessible name and a title', () => {
    const { button } = setup();
    for (const name of ['Add box', 'Delete selected', 'Duplicate selected', 'Share', 'Undo', 'Redo']) {
      expect(button(name)).toHaveAttribute('title', expect.stringMatching(/\S/));
    }
    expect(screen.getByRole('toolbar', { name: 'Actions' })).toBeInTheDocument();
  });

  it('disables delete and duplicate without a selection, undo and redo without history', () => {
    const { store, button } = setup();
    expect(button('Add box')).toBeEnabled();
    expect(button('Share')).toBeEnabled();
    for (const name of ['Delete selected', 'Duplicate selected', 'Undo', 'Redo'])
      expect(button(name)).toBeDisabled();
    act(() => {
      store.dispatch(boxSelected({ id: 'b1' }));
    });
    expect(button('Delete selected')).toBeEnabled();
    expect(button('Duplicate selected')).toBeEnabled();
  });

  it('adds, undoes and redoes', () => {
    const { store, ids, button } = setup(1);
    fireEvent.click(button('Add box'));
    expect(ids()).toHaveLength(2);
    expect(selectSelection(store.getState()).ids).toEqual([ids()[1]]);
    expect(button('Undo')).toBeEnabled();
    fireEvent.click(button('Undo'));
    expect(ids()).toEqual(['b1']);
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeEnabled();
    fireEvent.click(button('Redo'));
    expect(ids()).toHaveLength(2);
    expect(button('Redo')).toBeDisabled();
  });

  it('deletes and duplicates the selection', async () => {
    const { store, ids, button } = setup(3);
    act(() => {
      store.dispatch(boxSelected({ id: 'b2' }));
    });
    fireEvent.click(button('Duplicate selected'));
    await waitFor(() => expect(ids()).toHaveLength(4));
    expect(ids().slice(0, 2)).toEqual(['b1', 'b2']);
    act(() => {
      store.dispatch(boxSelected({ id: 'b3' }));
    });
    fireEvent.click(button('Delete selected'));
    await waitFor(() => expect(ids()).not.toContain('b3'));
    expect(ids()).toHaveLength(3);
  });

  it('share waits for the publish flow to listen (the accounts remote may still be loading)', () => {
    const { store, button } = setup();
    act(() => {
      store.dispatch(publishFlowReadySet(false));
    });
    expect(button('Share')).toBeDisabled();
    expect(button('Share')).toHaveAttribute('title', 'Share or publish (loading…)');
  });

  it('share dispatches the publishRequested contract action', () => {
    const { seen, button } = setup();
    fireEvent.click(button('Share'));
    expect(seen.some((action) => publishRequested.match(action))).toBe(true);
  });

  it('is hidden in preview', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(previewEntered());
    });
    expect(screen.queryByRole('toolbar', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add box' })).toBeNull();
  });

  it('disables editing in read-only mode', () => {
    const { store, button } = setup();
    act(() => {
      store.dispatch(boxSelected({ id: 'b1' }));
      store.dispatch(readOnlySet(true));
    });
    expect(button('Add box')).toBeDisabled();
    expect(button('Delete selected')).toBeDisabled();
    expect(button('Duplicate selected')).toBeDisabled();
  });
});
