import { screen, waitFor, within } from '@testing-library/react';
import { gridFixture, realApiForEachTest } from '@bento/store/testing';
import { seedSite, signInAdmin } from '../testing/apiFixtures';
import { findRegion, renderAdmin, rowOf } from '../testing/renderAdmin';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const dialog = () => screen.getByRole('dialog');

/** A call with a token the user held before anything happened to their account. */
const designsWith = async (token: string) =>
  (await fetch(`${api.origin}/api/designs`, { headers: { authorization: `Bearer ${token}` } })).status;

it('lists accounts with their counts and dates, and searches them', async () => {
  await api.signIn();
  const ownerEmail = api.user.email;
  await seedSite(api, 'One');
  expect((await api.call('POST', '/designs', { title: 'Draft', gridData: gridFixture() })).status).toBe(201);
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'users');

  const region = await findRegion('Users');
  const row = within(rowOf(region, ownerEmail));
  expect(row.getByText('Test User')).toBeInTheDocument();
  expect(row.getAllByText('2')).toHaveLength(1);
  expect(row.getAllByText('1')).toHaveLength(1);
  expect(row.getAllByText(/\d{4}/, { selector: 'time' }).length).toBeGreaterThanOrEqual(1);
  expect(row.getByRole('button', { name: `Disable ${ownerEmail}` })).toBeInTheDocument();
  const me = within(rowOf(region, api.user.email));
  expect(me.getByText('(you)')).toBeInTheDocument();
  expect(me.getByText('Yes')).toBeInTheDocument();
  // Three accounts: the harness's first one, the owner and the admin.
  expect(screen.getByText('1–3 of 3 users')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ownerEmail.slice(0, 12));
  await waitFor(() => expect(within(region).getAllByRole('rowheader')).toHaveLength(1));
  expect(rowOf(region, ownerEmail)).toBeInTheDocument();
});

it('disables an account after asking (its token is refused at once) and enables it again', async () => {
  const owner = await api.signIn();
  const ownerEmail = api.user.email;
  const heldToken = owner.token();
  expect(await designsWith(heldToken)).toBe(200);
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'users');
  const region = await findRegion('Users');

  await user.click(within(rowOf(region, ownerEmail)).getByRole('button', { name: `Disable ${ownerEmail}` }));
  expect(dialog()).toHaveAccessibleName('Disable account');
  expect(dialog()).toHaveTextContent(`Disable ${ownerEmail}?`);
  // Cancel first (it has the focus): nothing happens.
  expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await designsWith(heldToken)).toBe(200);

  await user.click(within(rowOf(region, ownerEmail)).getByRole('button', { name: `Disable ${ownerEmail}` }));
  await user.click(within(dialog()).getByRole('button', { name: 'Disable' }));
  await waitFor(() => expect(within(rowOf(region, ownerEmail)).getByText('Disabled')).toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent(`${ownerEmail} was disabled.`);
  expect(await designsWith(heldToken)).toBe(401);

  await user.click(within(rowOf(region, ownerEmail)).getByRole('button', { name: `Enable ${ownerEmail}` }));
  await waitFor(() =>
    expect(
      within(rowOf(region, ownerEmail)).getByRole('button', { name: `Disable ${ownerEmail}` }),
    ).toBeInTheDocument(),
  );
  expect(screen.getByRole('status')).toHaveTextContent(`${ownerEmail} was enabled.`);
  expect(within(rowOf(region, ownerEmail)).queryByText('Disabled')).toBeNull();
});

it("shows the API's message when the admin tries to disable their own account", async () => {
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'users');
  const region = await findRegion('Users');
  const email = api.user.email;

  await user.click(within(rowOf(region, email)).getByRole('button', { name: `Disable ${email}` }));
  await user.click(within(dialog()).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot disable your own account.');
  expect(within(rowOf(region, email)).queryByText('Disabled')).toBeNull();
  expect((await api.call('GET', '/admin/me')).status).toBe(200);
});
