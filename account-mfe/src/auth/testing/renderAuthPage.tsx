// Test-only: an auth page inside the real store and a memory router, with the real local adapter and the shared
// API client both pointed at a real HTTP server (the fake auth API, or the real API of testing/realApi).
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@bento/ui/router';
import { authChanged, configureApi, createAppStore, registerAuthAdapter } from '@bento/store';
import { createLocalAuthAdapter } from '../../../../shell/src/auth/localAuthAdapter';
import type { FakeAuthServer } from '../../../../shell/src/auth/testing/fakeAuthServer';

const current = { path: '' };

/** Records the current path (pathname + search + hash), whatever the route. */
function LocationProbe() {
  const location = useLocation();
  const path = location.pathname + location.search + location.hash;
  useEffect(() => {
    current.path = path;
  }, [path]);
  return null;
}

function Landing() {
  const location = useLocation();
  return <p>landed at {location.pathname + location.search + location.hash}</p>;
}

export async function renderAuthPage(
  server: Pick<FakeAuthServer, 'apiBase'>,
  page: ReactElement,
  path: string,
) {
  configureApi(server.apiBase);
  const store = createAppStore();
  const adapter = createLocalAuthAdapter({
    baseUrl: `${server.apiBase}/auth`,
    onChange: (update) => store.dispatch(authChanged(update)),
  });
  registerAuthAdapter(adapter);
  store.dispatch(authChanged({ isLoaded: false }));
  await adapter.refresh();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path="/sign-in/*" element={page} />
          <Route path="/sign-up/*" element={page} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  /** The router's current path (pathname + search + hash). */
  const location = () => current.path;
  return { store, adapter, location, view };
}
