// Test-only: the project table in the real shared store, signed in as a real user of the real API
// (@bento/store/testing: createApp on SQLite in memory), inside a memory router; and what it dispatched.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@bento/ui/router';
import { authChanged, createAppStore, dynamicMiddleware, type AppStore } from '@bento/store';
import type { RealApi } from '@bento/store/testing';
import { ManageProjectsPage } from '../ManageProjectsPage';

/** Every action dispatched to the test stores, in order. */
export const dispatched: UnknownAction[] = [];
const recorder: Middleware = () => (next) => (action) => {
  dispatched.push(action as UnknownAction);
  return next(action);
};
dynamicMiddleware.addMiddleware(recorder);

export function renderManageProjects(api: RealApi): {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
} {
  const store = createAppStore();
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
  dispatched.length = 0;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/manage-projects']}>
        <ManageProjectsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

export const actionTypes = () => dispatched.map((action) => action.type);
