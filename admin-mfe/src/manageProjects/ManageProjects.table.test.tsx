import { screen, waitFor, within } from '@testing-library/react';
import { formatBytes } from '@bento/core';
import { gridFixture, realApiForEachTest } from '@bento/store/testing';
import { shareOfLimit } from './projectRows';
import { seedDesign, seedSite } from './testing/apiFixtures';
import { renderManageProjects } from './testing/renderManageProjects';
import { findTable, rowOf, rowTitles } from './testing/tableQueries';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const sizes = async () =>
  (
    await api.call<{ items: { title: string; sizeBytes: number; revisionsSizeBytes: number }[] }>(
      'GET',
      '/designs?include=size',
    )
  ).body.items;

it('lists every design with its last change, size (bytes and share of the 10 MB limit) and site state', async () => {
  await seedDesign(api, 'Small', gridFixture(1));
  const big = await seedDesign(api, 'Big', gridFixture(40));
  const live = await seedSite(api, big, 'Big site');
  const hiddenDesign = await seedDesign(api, 'Hidden one');
  const hidden = await seedSite(api, hiddenDesign);
  await api.call('PATCH', `/designs/${hiddenDesign}/published-sites/${hidden.id}`, { published: false });
  const orphanDesign = await seedDesign(api, 'Gone');
  const orphan = await seedSite(api, orphanDesign, 'Orphan site');
  await api.call('DELETE', `/designs/${orphanDesign}`);

  renderManageProjects(api);
  await findTable();
  expect(screen.getByText('3 of 10 designs · 3 of 5 sites')).toBeInTheDocument();
  for (const { title, sizeBytes, revisionsSizeBytes } of await sizes()) {
    const row = within(rowOf(title));
    expect(row.getByText(formatBytes(sizeBytes))).toBeInTheDocument();
    expect(row.getByText(`(${shareOfLimit(sizeBytes)}`, { exact: false })).toBeInTheDocument();
    // What its version history keeps counts too (every design has at least its first version).
    expect(revisionsSizeBytes).toBeGreaterThan(0);
    expect(row.getByText(`Version history: ${formatBytes(revisionsSizeBytes)}`)).toBeInTheDocument();
  }

  const bigRow = within(rowOf('Big'));
  expect(bigRow.getByRole('link', { name: `/${live.slug}` })).toHaveAttribute('href', `/${live.slug}`);
  expect(bigRow.getByText('Live')).toBeInTheDocument();
  expect(bigRow.getByRole('button', { name: 'Unpublish Big' })).toBeInTheDocument();
  expect(within(rowOf('Hidden one')).getByText('Hidden')).toBeInTheDocument();
  // A hidden site has no public link; every site has its Insights.
  expect(
    within(rowOf('Hidden one'))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Insights']);
  expect(bigRow.getByRole('link', { name: `Insights for /${live.slug}` })).toHaveAttribute(
    'href',
    `/sites/${live.id}/insights`,
  );
  expect(within(rowOf('Small')).getByText('Not published')).toBeInTheDocument();
  expect(within(rowOf('Small')).getByRole('button', { name: 'Publish Small' })).toBeInTheDocument();

  const orphanRow = within(rowOf('Orphan site'));
  expect(orphanRow.getByText('Orphaned')).toBeInTheDocument();
  expect(orphanRow.getByText(`/${orphan.slug}`)).toBeInTheDocument();
  expect(orphanRow.queryByRole('checkbox')).toBeNull();
  expect(orphanRow.getByRole('button', { name: 'Sync orphaned site Orphan site' })).toBeInTheDocument();
});

it('searches titles and site addresses, and says when nothing matches', async () => {
  await seedDesign(api, 'Portfolio');
  const shop = await seedDesign(api, 'Shop');
  const site = await seedSite(api, shop, 'Store front');
  await seedDesign(api, 'Wedding');
  const { user } = renderManageProjects(api);
  await findTable();

  const search = screen.getByRole('searchbox', { name: 'Search projects' });
  await user.type(search, 'PORT');
  expect(rowTitles()).toEqual(['Portfolio']);
  await user.clear(search);
  await user.type(search, site.slug.slice(0, 8));
  expect(rowTitles()).toEqual(['Shop']);
  await user.clear(search);
  await user.type(search, 'nothing like this');
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No matching designs')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  await user.clear(search);
  expect(rowTitles()).toHaveLength(3);
});

it('sorts by last change (newest first at the start), title and size from the keyboard', async () => {
  await seedDesign(api, 'beta', gridFixture(30));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await seedDesign(api, 'Alpha', gridFixture(1));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await seedDesign(api, 'Gamma 10', gridFixture(10));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await seedDesign(api, 'Gamma 9', gridFixture(5));
  const { user } = renderManageProjects(api);
  await findTable();
  expect(rowTitles()).toEqual(['Gamma 9', 'Gamma 10', 'Alpha', 'beta']);

  const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
  const sortBy = async (name: string) => {
    within(header(name)).getByRole('button').focus();
    await user.keyboard('{Enter}');
  };
  await sortBy('Title');
  expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
  expect(rowTitles()).toEqual(['Alpha', 'beta', 'Gamma 9', 'Gamma 10']);
  await sortBy('Title');
  expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
  expect(rowTitles()).toEqual(['Gamma 10', 'Gamma 9', 'beta', 'Alpha']);

  await sortBy('Size');
  expect(header('Size')).toHaveAttribute('aria-sort', 'descending');
  expect(header('Title')).toHaveAttribute('aria-sort', 'none');
  expect(rowTitles()).toEqual(['beta', 'Gamma 10', 'Gamma 9', 'Alpha']);
  await sortBy('Size');
  expect(rowTitles()).toEqual(['Alpha', 'Gamma 9', 'Gamma 10', 'beta']);

  await sortBy('Last change');
  expect(rowTitles()).toEqual(['Gamma 9', 'Gamma 10', 'Alpha', 'beta']);
  await sortBy('Last change');
  expect(rowTitles()).toEqual(['beta', 'Alpha', 'Gamma 10', 'Gamma 9']);
});

it('shows the empty state for a user without designs', async () => {
  renderManageProjects(api);
  expect(await screen.findByText('No designs yet')).toBeInTheDocument();
  expect(screen.getByText('Create your first design to get started')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the editor' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Export all' })).toBeDisabled();
  expect(screen.getByText('0 of 10 designs · 0 of 5 sites')).toBeInTheDocument();
});

it('shows why the lists could not be read, and Retry reads them again', async () => {
  await seedDesign(api, 'Kept');
  api.setTokens('invalid');
  const { user } = renderManageProjects(api);
  expect(await screen.findByRole('alert')).toHaveTextContent('You must be signed in to do that.');
  api.setTokens('valid');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await findTable();
  await waitFor(() => expect(rowTitles()).toEqual(['Kept']));
});
