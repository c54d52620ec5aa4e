// Test-only: the project table in the real shared store, signed in as a real user of the real API
// (@bento/store/testing: createApp on SQLite in memory), inside a memory router.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@bento/ui/router';
import type { GridData } from '@bento/core';
import { authChanged, createAppStore, dynamicMiddleware, type AppStore } from '@bento/store';
import { gridFixture, type RealApi } from '@bento/store/testing';
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

/** A design of the current user, made behind the page's back. */
export async function seedDesign(
  api: RealApi,
  title: string,
  gridData: GridData = gridFixture(),
): Promise<string> {
  const res = await api.call<{ id: string }>('POST', '/designs', { title, gridData });
  if (res.status !== 201) throw new Error(`seed design: ${res.status}`);
  return res.body.id;
}

let slugs = 0;
/** Publishes a design; answers the site's id and slug. */
export async function seedSite(api: RealApi, designId: string, siteTitle = 'My site') {
  slugs += 1;
  const slug = `site-${slugs}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await api.call<{ id: string; slug: string }>('POST', `/designs/${designId}/publish`, {
    siteTitle,
    slug,
  });
  if (res.status !== 201) throw new Error(`seed site: ${res.status}`);
  return res.body;
}

/** The table once it has loaded. */
export async function findTable(): Promise<HTMLElement> {
  return screen.findByRole('table');
}

/** The titles of the table's rows, top to bottom. */
export function rowTitles(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent ?? '');
}

/** A row by the title it shows. */
export function rowOf(title: string): HTMLElement {
  const header = screen.getAllByRole('rowheader').find((cell) => cell.firstChild?.textContent === title);
  if (!header) throw new Error(`no row titled ${title}`);
  return header.closest('tr')!;
}

/** The design titles the API lists now. */
export async function apiTitles(api: RealApi): Promise<string[]> {
  const res = await api.call<{ items: { title: string }[] }>('GET', '/designs');
  return res.body.items.map((item) => item.title).sort();
}

export const actionTypes = () => dispatched.map((action) => action.type);
