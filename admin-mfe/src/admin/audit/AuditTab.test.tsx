import { screen, waitFor, within } from '@testing-library/react';
import { realApiForEachTest } from '@bento/store/testing';
import { seedSite, signInAdmin } from '../testing/apiFixtures';
import { findRegion, renderAdmin } from '../testing/renderAdmin';

jest.setTimeout(30_000);

const api = realApiForEachTest();

const actions = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('code')?.textContent);

it('lists every admin action, newest first: when, who, action, object and detail', async () => {
  const site = await seedSite(api, 'Audited');
  await signInAdmin(api);
  const admin = api.user.email;
  expect((await api.call('POST', `/admin/sites/${site.id}/takedown`, { reason: 'Spam farm' })).status).toBe(
    200,
  );
  expect((await api.call('POST', `/admin/sites/${site.id}/restore`)).status).toBe(200);
  renderAdmin(api, 'audit');

  const region = await findRegion('Audit log');
  expect(actions(region)).toEqual(['site.restore', 'site.takedown']);
  const takedown = within(region).getAllByRole('row')[2]!;
  expect(within(takedown).getByText(admin)).toBeInTheDocument();
  expect(takedown.querySelector('[data-label="Object"]')).toHaveTextContent(`site ${site.id}`);
  expect(within(takedown).getByText(new RegExp(`${site.slug}.*Spam farm`))).toBeInTheDocument();
  expect(within(takedown).getByRole('rowheader')).toHaveTextContent(/\d{4}/);
});

it('pages through a long log (50 entries a page) and names the command line when no admin acted', async () => {
  const site = await seedSite(api, 'Busy');
  await signInAdmin(api);
  await api.models.AuditEntry.create({
    actorUserId: null,
    actorEmail: null,
    action: 'role.grant',
    objectType: 'user',
    objectId: api.userId,
    detail: api.user.email,
  });
  for (let round = 0; round < 25; round += 1) {
    await api.call('POST', `/admin/sites/${site.id}/takedown`, { reason: `Round ${round}` });
    await api.call('POST', `/admin/sites/${site.id}/restore`);
  }
  const { user } = renderAdmin(api, 'audit');

  const region = await findRegion('Audit log');
  expect(actions(region)).toHaveLength(50);
  expect(actions(region)[0]).toBe('site.restore');
  expect(screen.getByText('1–50 of 51 entries · page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(actions(region)).toEqual(['role.grant']));
  expect(within(region).getByText('admin-role command')).toBeInTheDocument();
  expect(screen.getByText('51–51 of 51 entries · page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});
