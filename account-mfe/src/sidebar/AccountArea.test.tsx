import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData } from '@bento/core';
import { designsApi, getAuthAdapter, registerAuthAdapter, type AppStore } from '@bento/store';
import { renderWithStore, settleAndCleanup, signedInStore } from '../designs/testing/renderWithStore';
import { realApiForEachTest } from '@bento/store/testing';
import { DesignsSidebar } from '../DesignsSidebar';

jest.setTimeout(20_000);

let store: AppStore;
const api = realApiForEachTest({ beforeClose: () => settleAndCleanup(store) });

function renderAccount(fullName: string | null) {
  store = signedInStore({ ...api.user, fullName });
  renderWithStore(<DesignsSidebar />, store);
}

it('shows the full name, falling back to the e-mail', async () => {
  renderAccount('Ada Lovelace');
  expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  // The list (signed-in code, downloaded after the first render) has arrived: nothing is left to update.
  await screen.findByText('No designs yet');
  await settleAndCleanup(undefined);
  renderAccount(null);
  expect(screen.getByRole('button', { name: new RegExp(api.user.email) })).toBeInTheDocument();
  await screen.findByText('No designs yet');
});

it('opens Account Settings with the local profile', async () => {
  renderAccount('Ada Lovelace');
  // Not an administrator: once the API has said so, there is no 'Admin' item.
  await waitFor(() => expect(api.requests.map((r) => r.url)).toContain('/api/admin/me'));
  await userEvent.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
  expect(
    within(screen.getByRole('menu', { name: 'Account' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Account Settings', 'Sync Published Sites', 'Sign Out']);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Account Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });
  expect(dialog).toHaveTextContent('Ada Lovelace');
  expect(dialog).toHaveTextContent(api.user.email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("shows an administrator an 'Admin' item that opens /admin", async () => {
  await api.models.User.update({ isAdmin: true }, { where: { id: api.user.id } });
  renderAccount('Ada Admin');
  await userEvent.click(screen.getByRole('button', { name: /Ada Admin/ }));
  const admin = await within(screen.getByRole('menu', { name: 'Account' })).findByRole('menuitem', {
    name: 'Admin',
  });
  expect(admin).toHaveAttribute('href', '/admin');
  expect(
    within(screen.getByRole('menu', { name: 'Account' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Account Settings', 'Sync Published Sites', 'Admin', 'Sign Out']);
});

it('syncs published sites and reports how many', async () => {
  const design = await designsApi.create(createDefaultGridData(), 'Orphan');
  await designsApi.publish(design.id, { siteTitle: 'Orphan', slug: `orphan-${Date.now()}` });
  await designsApi.remove(design.id);
  renderAccount('Ada');
  await userEvent.click(screen.getByRole('button', { name: /Ada/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sync Published Sites' }));
  expect(await screen.findByText('Successfully synced 1 published site!')).toBeInTheDocument();
});

it('signs out through the registered adapter', async () => {
  const adapter = getAuthAdapter();
  const signOut = jest.fn(async () => {});
  registerAuthAdapter({ ...adapter, signOut });
  renderAccount('Ada');
  await userEvent.click(screen.getByRole('button', { name: /Ada/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  expect(signOut).toHaveBeenCalledTimes(1);
  registerAuthAdapter(adapter);
});
