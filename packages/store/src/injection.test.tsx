import { createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createDefaultGridData } from '@bento/core';
import { selectGridData, type EditorContractState } from './contract';
import { useAnnounceInjectedSlice } from './injection';
import { rootReducer } from './rootReducer';
import { createAppStore, useAppSelector } from './store';

const lateEditor = createSlice({
  name: 'editor',
  initialState: (): EditorContractState => ({ current: createDefaultGridData('late') }),
  reducers: {},
});

function BoxCount() {
  const gridData = useAppSelector(selectGridData);
  return <p>{gridData ? `${gridData.boxes.length} box` : 'no editor yet'}</p>;
}

function LateEditor() {
  useAnnounceInjectedSlice('editor');
  return null;
}

it('a component that rendered before a slice was injected sees it once the slice is announced', () => {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <BoxCount />
    </Provider>,
  );
  expect(screen.getByText('no editor yet')).toBeInTheDocument();

  // The editor remote arrives later: its module injects the slice, then its screen mounts.
  lateEditor.injectInto(rootReducer);
  expect(screen.getByText('no editor yet')).toBeInTheDocument();
  act(() => {
    render(
      <Provider store={store}>
        <LateEditor />
      </Provider>,
    );
  });
  expect(screen.getByText('1 box')).toBeInTheDocument();
  expect(store.getState()).toHaveProperty('editor');
});
