// Test-only: the admin panel in the real shared store against the real API (@bento/store/testing: createApp on
// SQLite in memory, real tokens), inside a memory router at /admin; and how to find its lists' rows. The accounts,
// sites and reports it shows are made with ./apiFixtures.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@bento/ui/router';
import { authChanged, createAppStore, type AppStore } from '@bento/store';
import type { RealApi } from '@bento/store/testing';
import { AdminScreen } from '../AdminScreen';
import type { AdminTabId } from '../AdminTabs';

/** The admin panel at /admin (or /admin?tab=…), signed in as the harness's current user. */
export function renderAdmin(
  api: RealApi,
  tab?: AdminTabId,
): { store: AppStore; user: ReturnType<typeof userEvent.setup> } {
  const store = createAppStore();
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[tab ? `/admin?tab=${tab}` : '/admin']}>
        <AdminScreen />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

/** The open tab's list region (table), once loaded. */
export async function findRegion(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

/** A table row by the text of its row header (the first cell). */
export function rowOf(region: HTMLElement, header: string | RegExp): HTMLElement {
  const cell = within(region)
    .getAllByRole('rowheader')
    .find((candidate) =>
      typeof header === 'string'
        ? candidate.textContent?.includes(header)
        : header.test(candidate.textContent ?? ''),
    );
  if (!cell) throw new Error(`no row for ${String(header)}`);
  return cell.closest('tr')!;
}
