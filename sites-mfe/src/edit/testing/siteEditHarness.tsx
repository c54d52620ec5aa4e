// Test-only: <SiteEditScreen/> in the real store (the editor's slice injected, so loadGridData lands in a real
// document) inside a memory router, against the real API (@bento/store/testing: createApp on SQLite in memory).
import { render } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { createPathnameProbe } from '../../testing/pathnameProbe';
import { authChanged, createAppStore, dynamicMiddleware, selectGridData, type AppStore } from '@bento/store';
import '../../../../editor-mfe/src/state/editorSlice';
import { gridFixture, type RealApi } from '@bento/store/testing';
import { SiteEditScreen } from '../../SiteEditScreen';

export { gridFixture, startRealApi, type RealApi } from '@bento/store/testing';

let seen: UnknownAction[] = [];
const { PathnameProbe, pathname } = createPathnameProbe();
const recorder: Middleware = () => (next) => (action) => {
  seen.push(action as UnknownAction);
  return next(action);
};
dynamicMiddleware.addMiddleware(recorder);

export interface EditSetup {
  /** The signed-in user (null: signed out). */
  userId?: string | null;
  /** false: auth still loading. */
  authLoaded?: boolean;
  /** Rendered beside the screen (e.g. the accounts remote's publish flow). */
  extra?: ReactNode;
  store?: AppStore;
}

export function signedInAs(store: AppStore, userId: string | null, isLoaded = true) {
  store.dispatch(
    authChanged({
      isLoaded,
      isSignedIn: isLoaded && userId !== null,
      user:
        isLoaded && userId
          ? { id: userId, email: 'someone@example.org', fullName: null, avatarUrl: null }
          : null,
    }),
  );
}

export function renderSiteEdit(path: string, setup: EditSetup = {}) {
  const { userId = null, authLoaded = true, extra = null } = setup;
  const store = setup.store ?? createAppStore();
  seen = [];
  signedInAs(store, userId, authLoaded);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PathnameProbe />
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/no-slug/edit" element={<SiteEditScreen />} />
          <Route
            path="/:slug/edit"
            element={
              <>
                <SiteEditScreen />
                {extra}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return {
    store,
    /** The router's current pathname. */
    pathname,
    unmount: view.unmount,
    actions: () => seen.map((action) => action.type),
    boxIds: () => selectGridData(store.getState())?.boxes.map((box) => box.id) ?? [],
  };
}

export interface PublishedFixture {
  id: string;
  slug: string;
  siteTitle: string;
  designId: string;
  userId: string;
}

let sites = 0;

/** As the signed-in user: a design with `boxCount` boxes published under a fresh slug. */
export async function publishFixture(api: RealApi, boxCount = 3, siteTitle = 'Ada Portfolio') {
  const design = await api.call('POST', '/designs', { gridData: gridFixture(boxCount), title: 'Original' });
  const { id: designId } = design.body as { id: string };
  sites += 1;
  const slug = `edit-site-${sites}`;
  const site = await api.call('POST', `/designs/${designId}/publish`, { siteTitle, slug });
  if (site.status !== 201) throw new Error(`publish failed: ${JSON.stringify(site.body)}`);
  return site.body as PublishedFixture;
}

/** The signed-in user's designs (GET /designs). */
export async function designsOf(api: RealApi): Promise<{ id: string; title: string }[]> {
  return ((await api.call('GET', '/designs')).body as { items: { id: string; title: string }[] }).items;
}
