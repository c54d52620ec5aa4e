import { screen, waitFor, within } from '@testing-library/react';
import { formatBytes } from '@bento/core';
import { realApiForEachTest } from '@bento/store/testing';
import { REASON_REQUIRED } from '../dialogs/ReasonDialog';
import { publicStatus, reportSite, seedSite, signInAdmin } from '../testing/apiFixtures';
import { findRegion, renderAdmin, rowOf } from '../testing/renderAdmin';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const dialog = () => screen.getByRole('dialog');

it('lists every site with its title, owner, published, size, reports and state, and searches them', async () => {
  const owner = api.user.email;
  const portfolio = await seedSite(api, 'Portfolio');
  const bakery = await seedSite(api, 'Bakery');
  await api.call('PATCH', `/designs/${bakery.designId}/published-sites/${bakery.id}`, { published: false });
  await reportSite(api, portfolio.slug, 'spam');
  await signInAdmin(api);
  const { user } = renderAdmin(api);

  const region = await findRegion('Sites');
  const row = within(rowOf(region, `/${portfolio.slug}`));
  expect(row.getByRole('link', { name: `/${portfolio.slug}` })).toHaveAttribute('href', `/${portfolio.slug}`);
  expect(row.getByText('Portfolio')).toBeInTheDocument();
  expect(row.getByText(owner)).toBeInTheDocument();
  expect(row.getByText('Yes')).toBeInTheDocument();
  const [listed] = (
    await api.call<{ items: { slug: string; sizeBytes: number }[] }>('GET', '/admin/sites')
  ).body.items.filter((site) => site.slug === portfolio.slug);
  expect(row.getByText(formatBytes(listed!.sizeBytes))).toBeInTheDocument();
  expect(row.getByText('(1 open)')).toBeInTheDocument();
  expect(row.getByText('Live')).toBeInTheDocument();
  const hidden = within(rowOf(region, `/${bakery.slug}`));
  expect(hidden.getByText('No')).toBeInTheDocument();
  expect(hidden.getByText('Hidden')).toBeInTheDocument();
  expect(screen.getByText('1–2 of 2 sites')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search sites' }), 'bakery');
  await waitFor(() => expect(within(region).getAllByRole('rowheader')).toHaveLength(1));
  expect(rowOf(region, `/${bakery.slug}`)).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search sites' }), ' nothing like it');
  expect(await screen.findByText('No sites match your search.')).toBeInTheDocument();
});

it('takes a site down with a reason (required) and restores it: the public page answers 451, then 200', async () => {
  const site = await seedSite(api, 'Spammy');
  await signInAdmin(api);
  const { user } = renderAdmin(api);
  const region = await findRegion('Sites');

  await user.click(
    within(rowOf(region, `/${site.slug}`)).getByRole('button', { name: `Take down /${site.slug}` }),
  );
  expect(dialog()).toHaveAccessibleName(`Take down /${site.slug}`);
  const reason = within(dialog()).getByRole('textbox', { name: 'Reason (shown to the site’s owner)' });
  expect(reason).toHaveFocus();
  await user.click(within(dialog()).getByRole('button', { name: 'Take down' }));
  expect(within(dialog()).getByRole('alert')).toHaveTextContent(REASON_REQUIRED);
  expect(await publicStatus(api, site.slug)).toBe(200);

  await user.type(reason, 'Selling counterfeit goods');
  await user.click(within(dialog()).getByRole('button', { name: 'Take down' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status')).toHaveTextContent(`/${site.slug} was taken down.`);
  const row = within(rowOf(region, `/${site.slug}`));
  expect(row.getByText('Taken down')).toBeInTheDocument();
  expect(row.getByText('Selling counterfeit goods')).toBeInTheDocument();
  expect(await publicStatus(api, site.slug)).toBe(451);

  await user.click(row.getByRole('button', { name: `Restore /${site.slug}` }));
  await waitFor(() => expect(row.getByText('Live')).toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent(`/${site.slug} was restored.`);
  expect(await publicStatus(api, site.slug)).toBe(200);
});

it("shows the API's message when it refuses, in the dialog, and reads the list again", async () => {
  const site = await seedSite(api, 'Raced');
  await signInAdmin(api);
  const { user } = renderAdmin(api);
  const region = await findRegion('Sites');
  await user.click(
    within(rowOf(region, `/${site.slug}`)).getByRole('button', { name: `Take down /${site.slug}` }),
  );
  await user.type(within(dialog()).getByRole('textbox'), 'Phishing');
  // Another admin was quicker.
  expect((await api.call('POST', `/admin/sites/${site.id}/takedown`, { reason: 'Malware' })).status).toBe(
    200,
  );

  await user.click(within(dialog()).getByRole('button', { name: 'Take down' }));
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This site is already taken down.');
  await waitFor(() =>
    expect(within(rowOf(region, `/${site.slug}`)).getByText('Malware')).toBeInTheDocument(),
  );
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(
    within(rowOf(region, `/${site.slug}`)).getByRole('button', { name: `Restore /${site.slug}` }),
  ).toHaveFocus();
});
