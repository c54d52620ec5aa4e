// Test-only: <PublishFlow/> in the real store (editor slice injected, so the editor's document is real) inside a
// memory router, plus a record of every action the store saw.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from '@bento/ui/router';
import type { GridData } from '@bento/core';
import {
  authChanged,
  createAppStore,
  currentDesignSet,
  dynamicMiddleware,
  loadGridData,
  unsavedChangesMarked,
} from '@bento/store';
import '../../../../editor-mfe/src/state/editorSlice';
import { PublishFlow } from '../PublishFlow';

let seen: UnknownAction[] = [];
const recorder: Middleware = () => (next) => (action) => {
  seen.push(action as UnknownAction);
  return next(action);
};
dynamicMiddleware.addMiddleware(recorder);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface FlowSetup {
  signedIn?: boolean;
  currentDesignId?: string | null;
  document?: GridData;
  unsaved?: boolean;
  /** Timer control for user-event when a test fakes timers. */
  advanceTimers?: (ms: number) => void;
}

export function renderPublishFlow(setup: FlowSetup = {}) {
  const { signedIn = true, currentDesignId = null, document, unsaved = false } = setup;
  const store = createAppStore();
  seen = [];
  if (signedIn)
    store.dispatch(
      authChanged({
        isLoaded: true,
        isSignedIn: true,
        user: { id: 'u', email: 'ada@example.org', fullName: 'Ada', avatarUrl: null },
      }),
    );
  if (document) store.dispatch(loadGridData(document));
  if (currentDesignId) store.dispatch(currentDesignSet(currentDesignId));
  if (unsaved) store.dispatch(unsavedChangesMarked());
  const user = userEvent.setup(setup.advanceTimers ? { advanceTimers: setup.advanceTimers } : {});
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/?design=1']}>
        <PublishFlow />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, actions: () => seen.map((action) => action.type) };
}

/** The publish dialog once it has read what it needs (the user's sites, the site's description). */
export async function findPublishDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Publish site' });
  await waitFor(() => expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'false'));
  return dialog;
}
