// Test-only: the Insights screen at /sites/:id/insights in the real shared store, signed in as the real API's
// current user, inside a memory router (the route's other paths show where a link led).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@bento/ui/router';
import { authChanged, createAppStore } from '@bento/store';
import type { RealApi } from '@bento/store/testing';
import { InsightsScreen } from '../InsightsScreen';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

export function renderInsights(api: RealApi, siteId: string, query = '') {
  const store = createAppStore();
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/sites/${siteId}/insights${query}`]}>
        <Routes>
          <Route path="/sites/:id/insights" element={<InsightsScreen />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

/** A total ('Views', 'Visitors', 'Clicks') as shown. */
export const total = (label: string) => screen.getByTestId(`total-${label.toLowerCase()}`).textContent;
