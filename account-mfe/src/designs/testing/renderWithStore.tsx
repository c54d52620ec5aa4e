// Test-only: the real shared store (with the editor's slice injected, as on '/') signed in as a real API user.
import type { ReactNode } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@bento/ui/router';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import {
  authChanged,
  createAppStore,
  dynamicMiddleware,
  sidebarOpenSet,
  type AppStore,
  type SessionUser,
} from '@bento/store';
import '../../../../editor-mfe/src/state/editorSlice';
import { selectDesignListState } from '../accountQueries';

/** Every action dispatched to any test store of this file, in order. */
export const dispatched: UnknownAction[] = [];
const recorder: Middleware = () => (next) => (action) => {
  dispatched.push(action as UnknownAction);
  return next(action);
};
dynamicMiddleware.addMiddleware(recorder);

export function signedInStore(user: SessionUser | null): AppStore {
  const store = createAppStore();
  if (user) store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user }));
  store.dispatch(sidebarOpenSet(true));
  return store;
}

export function renderWithStore(ui: ReactNode, store: AppStore) {
  return render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

/** Lets a refetch still under way land, then unmounts: nothing updates after the test. */
export async function settleAndCleanup(store: AppStore | undefined): Promise<void> {
  if (store) {
    await waitFor(() => {
      expect(selectDesignListState(store.getState()).isLoading).toBe(false);
      expect(selectDesignListState(store.getState()).status).not.toBe('pending');
    });
  }
  cleanup();
}
