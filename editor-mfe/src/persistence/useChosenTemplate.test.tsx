import { createDefaultGridData, type GridData } from '@bento/core';
import {
  authChanged,
  createAppStore,
  selectGridData,
  selectPendingTemplate,
  selectProject,
  templateChosen,
} from '@bento/store';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { useChosenTemplate } from './useChosenTemplate';

function Probe() {
  useChosenTemplate();
  return null;
}

function setup() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return store;
}

const template: GridData = docWith(4);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a template chosen on /templates', () => {
  it('waits until who is signed in is known, then becomes the signed-out document, unsaved after 500 ms', () => {
    const store = setup();
    act(() => {
      store.dispatch(authChanged({ isLoaded: false }));
      store.dispatch(templateChosen({ id: 'menu', title: 'Menu', gridData: template }));
    });
    // Not known yet: the editor's own work may still be on its way.
    expect(selectGridData(store.getState())?.boxes).toHaveLength(createDefaultGridData().boxes.length);
    act(() => {
      store.dispatch(authChanged({ isLoaded: true, isSignedIn: false, user: null }));
    });
    expect(selectGridData(store.getState())?.boxes.map((box) => box.id)).toEqual(
      template.boxes.map((box) => box.id),
    );
    expect(selectPendingTemplate(store.getState())).toBeNull();
    act(() => jest.advanceTimersByTime(499));
    expect(selectProject(store.getState()).hasUnsavedChanges).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(selectProject(store.getState()).hasUnsavedChanges).toBe(true);
  });

  it('is left to the accounts remote when signed in', () => {
    const store = setup();
    act(() => {
      store.dispatch(
        authChanged({
          isLoaded: true,
          isSignedIn: true,
          user: { id: 'u1', email: 'a@b.c', fullName: null, avatarUrl: null },
        }),
      );
      store.dispatch(templateChosen({ id: 'menu', title: 'Menu', gridData: template }));
    });
    expect(selectPendingTemplate(store.getState())).not.toBeNull();
    expect(selectGridData(store.getState())?.boxes).toHaveLength(createDefaultGridData().boxes.length);
  });
});
