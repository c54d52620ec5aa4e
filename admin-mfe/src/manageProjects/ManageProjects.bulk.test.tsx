import { screen, waitFor, within } from '@testing-library/react';
import { selectToasts } from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { apiTitles, seedDesign, seedSite } from './testing/apiFixtures';
import { actionTypes, renderManageProjects } from './testing/renderManageProjects';
import { findTable, rowOf, rowTitles } from './testing/tableQueries';

jest.setTimeout(30_000);

const api = realApiForEachTest();
let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  // The page asks in its own dialog: a browser confirm would be a second question.
  confirmSpy = jest.spyOn(window, 'confirm');
});
afterEach(() => {
  expect(confirmSpy).not.toHaveBeenCalled();
  confirmSpy.mockRestore();
});

const bar = () => within(screen.getByRole('group', { name: 'Selected designs' }));
const dialogs = () => screen.queryAllByRole('dialog');

it('deletes the selected designs after one confirmation', async () => {
  const first = await seedDesign(api, 'First');
  await seedSite(api, first);
  await seedDesign(api, 'Second');
  await seedDesign(api, 'Third');
  await seedDesign(api, 'Keeper');
  const { user, store } = renderManageProjects(api);
  await findTable();
  expect(bar().getByRole('button', { name: 'Delete selected' })).toBeDisabled();

  for (const title of ['First', 'Second', 'Third']) {
    await user.click(within(rowOf(title)).getByRole('checkbox', { name: `Select ${title}` }));
  }
  expect(bar().getByText('3 selected')).toBeInTheDocument();
  await user.click(bar().getByRole('button', { name: 'Delete selected' }));
  expect(dialogs()).toHaveLength(1);
  const dialog = within(dialogs()[0]!);
  expect(
    dialog.getByText(/Are you sure you want to delete these 3 designs\? This cannot be undone\./),
  ).toBeVisible();
  expect(
    dialog.getByText(/The site published from one of them stays online, as an orphaned site/),
  ).toBeVisible();
  // Cancel has the focus: Enter on an opened confirmation never deletes by accident.
  expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(dialog.getByRole('button', { name: 'Delete 3 designs' }));

  await waitFor(() => expect(rowTitles().sort()).toEqual(['Keeper', 'My site']));
  expect(dialogs()).toHaveLength(0);
  expect(await apiTitles(api)).toEqual(['Keeper']);
  expect(bar().getByText('0 selected')).toBeInTheDocument();
  expect(actionTypes().filter((type) => type === 'account/designDeleted')).toHaveLength(3);
  expect(selectToasts(store.getState()).map((toast) => toast.message)).toContain('3 designs deleted.');
  expect(screen.getByRole('region', { name: 'Projects' })).toHaveFocus();
});

it('unpublishes the sites of the selected designs after one confirmation, keeping the designs', async () => {
  const sites = [];
  for (const title of ['Alpha', 'Beta', 'Gamma'])
    sites.push(await seedSite(api, await seedDesign(api, title)));
  await seedDesign(api, 'Draft');
  const { user, store } = renderManageProjects(api);
  await findTable();

  await user.click(screen.getByRole('checkbox', { name: 'Select all designs' }));
  expect(bar().getByText('4 selected')).toBeInTheDocument();
  await user.click(within(rowOf('Gamma')).getByRole('checkbox', { name: 'Select Gamma' }));
  expect(screen.getByRole('checkbox', { name: 'Select all designs' })).toHaveProperty('indeterminate', true);

  await user.click(bar().getByRole('button', { name: 'Unpublish selected' }));
  expect(dialogs()).toHaveLength(1);
  const dialog = within(dialogs()[0]!);
  expect(
    dialog.getByText(
      'Are you sure you want to unpublish these 2 sites? They will no longer be publicly accessible.',
    ),
  ).toBeVisible();
  await user.click(dialog.getByRole('button', { name: 'Unpublish 2 sites' }));

  await waitFor(() => expect(within(rowOf('Alpha')).getByText('Not published')).toBeInTheDocument());
  expect(within(rowOf('Beta')).getByText('Not published')).toBeInTheDocument();
  expect(within(rowOf('Gamma')).getByText('Live')).toBeInTheDocument();
  const statuses = await Promise.all(
    sites.map(async (site) => (await api.call('GET', `/published-sites/slug/${site.slug}`)).status),
  );
  expect(statuses).toEqual([404, 404, 200]);
  expect(await apiTitles(api)).toEqual(['Alpha', 'Beta', 'Draft', 'Gamma']);
  expect(selectToasts(store.getState()).map((toast) => toast.message)).toContain('2 sites unpublished.');
  expect(actionTypes()).toContain('account/designsChanged');
  // Nothing left to unpublish among the selected: the action waits for a selection with sites.
  expect(bar().getByRole('button', { name: 'Unpublish selected' })).toBeDisabled();
});

it('says why a bulk action failed and keeps the table as the server has it', async () => {
  await seedDesign(api, 'One');
  await seedDesign(api, 'Two');
  const { user } = renderManageProjects(api);
  await findTable();
  await user.click(screen.getByRole('checkbox', { name: 'Select all designs' }));
  await user.click(bar().getByRole('button', { name: 'Delete selected' }));
  api.setTokens('invalid');
  await user.click(within(dialogs()[0]!).getByRole('button', { name: 'Delete 2 designs' }));
  expect(await screen.findByText('You must be signed in to do that.')).toBeInTheDocument();
  await waitFor(() => expect(bar().getByRole('button', { name: 'Delete selected' })).toBeEnabled());
  expect(rowTitles().sort()).toEqual(['One', 'Two']);
  api.setTokens('valid');
  expect(await apiTitles(api)).toEqual(['One', 'Two']);
});

it('selects only what the search shows', async () => {
  await seedDesign(api, 'Shop one');
  await seedDesign(api, 'Shop two');
  await seedDesign(api, 'Blog');
  const { user } = renderManageProjects(api);
  await findTable();
  await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'shop');
  await user.click(screen.getByRole('checkbox', { name: 'Select all designs' }));
  expect(bar().getByText('2 selected')).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));
  expect(within(rowOf('Blog')).getByRole('checkbox')).not.toBeChecked();
  await user.click(bar().getByRole('button', { name: 'Clear selection' }));
  expect(bar().getByText('0 selected')).toBeInTheDocument();
});
