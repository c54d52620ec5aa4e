import { within } from '@testing-library/react';
import { createAdmin, realApiForEachTest } from '@bento/store/testing';
import { seedDesign, seedSite } from './testing/apiFixtures';
import { renderManageProjects } from './testing/renderManageProjects';
import { findTable, rowOf } from './testing/tableQueries';

// A site an administrator took down, in the owner's project table (real API, real admin action).

jest.setTimeout(20_000);

const api = realApiForEachTest();

it("shows the site as 'Taken down' with the reason, and Unpublish off", async () => {
  const designId = await seedDesign(api, 'Lookalike');
  const site = await seedSite(api, designId, 'Lookalike site');
  const admin = await createAdmin(api);
  expect(
    (await admin.call('POST', `/admin/sites/${site.id}/takedown`, { reason: 'Impersonation' })).status,
  ).toBe(200);

  renderManageProjects(api);
  await findTable();
  const row = rowOf('Lookalike');
  expect(within(row).getByText('Taken down')).toBeInTheDocument();
  expect(within(row).getByText('Taken down by an administrator: Impersonation')).toBeInTheDocument();
  expect(within(row).queryByText('Live')).not.toBeInTheDocument();
  // Not a link: the address answers 451.
  expect(within(row).queryByRole('link', { name: `/${site.slug}` })).not.toBeInTheDocument();
  const unpublish = within(row).getByRole('button', { name: 'Unpublish Lookalike' });
  expect(unpublish).toBeDisabled();
  expect(unpublish).toHaveAttribute(
    'title',
    "You can't republish, edit or unpublish this site until an administrator restores it.",
  );
});
