import { screen, waitFor, within } from '@testing-library/react';
import { realApiForEachTest } from '@bento/store/testing';
import { publicStatus, reportSite, seedSite, signInAdmin } from '../testing/apiFixtures';
import { findRegion, renderAdmin, rowOf } from '../testing/renderAdmin';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const dialog = () => screen.getByRole('dialog');
const show = (name: string) => screen.getByRole('radio', { name });

it('lists open reports with site, reason, details and date; Dismiss moves one to the dismissed ones', async () => {
  const site = await seedSite(api, 'Cheap watches');
  await reportSite(api, site.slug, 'spam', 'Links to a shop selling fakes');
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'reports');

  const region = await findRegion('Reports');
  const row = within(rowOf(region, `/${site.slug}`));
  expect(row.getByRole('link', { name: `/${site.slug}` })).toHaveAttribute('href', `/${site.slug}`);
  expect(row.getByText('Cheap watches')).toBeInTheDocument();
  expect(row.getByText('Spam')).toBeInTheDocument();
  expect(row.getByText('Links to a shop selling fakes')).toBeInTheDocument();
  expect(row.getByText(/\d{4}/, { selector: 'time' })).toBeInTheDocument();
  expect(show('Open')).toBeChecked();

  await user.click(row.getByRole('button', { name: `Dismiss the report about /${site.slug}` }));
  expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(`The report about /${site.slug} was dismissed.`);
  expect(await publicStatus(api, site.slug)).toBe(200);

  await user.click(show('Dismissed'));
  const dismissed = await findRegion('Reports');
  const reviewed = within(rowOf(dismissed, `/${site.slug}`));
  expect(reviewed.getByText(new RegExp(`^Dismissed by ${api.user.email}`))).toBeInTheDocument();
  expect(reviewed.queryByRole('button')).toBeNull();
});

it("'Take site down' asks (the report's reason to start from), takes the site down and closes its open reports", async () => {
  const site = await seedSite(api, 'Scam');
  await reportSite(api, site.slug, 'illegal', 'Asks for bank details');
  await reportSite(api, site.slug, 'abuse');
  const other = await seedSite(api, 'Innocent');
  await reportSite(api, other.slug, 'other');
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'reports');
  const region = await findRegion('Reports');
  expect(within(region).getAllByRole('rowheader')).toHaveLength(3);

  const illegal = within(region)
    .getAllByRole('row')
    .find((row) => within(row).queryByText('Illegal content'))!;
  await user.click(within(illegal).getByRole('button', { name: `Take site down: /${site.slug}` }));
  expect(dialog()).toHaveAccessibleName(`Take down /${site.slug}`);
  const reason = within(dialog()).getByRole('textbox', { name: 'Reason (shown to the site’s owner)' });
  expect(reason).toHaveValue('Illegal content');
  await user.clear(reason);
  await user.type(reason, 'Phishing for bank details');
  await user.click(within(dialog()).getByRole('button', { name: 'Take site down' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // Both reports of the site are closed; the other site's stays open.
  await waitFor(() => expect(within(region).getAllByRole('rowheader')).toHaveLength(1));
  expect(rowOf(region, `/${other.slug}`)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    `/${site.slug} was taken down and its open reports closed.`,
  );
  expect(await publicStatus(api, site.slug)).toBe(451);
  const sites = await api.call<{ items: { slug: string; takedownReason: string | null }[] }>(
    'GET',
    '/admin/sites',
  );
  expect(sites.body.items.find((item) => item.slug === site.slug)?.takedownReason).toBe(
    'Phishing for bank details',
  );

  await user.click(show('Actioned'));
  await waitFor(() => expect(screen.getAllByText(/^Actioned by /)).toHaveLength(2));
  expect(screen.getAllByText('Taken down')).toHaveLength(2);
});
