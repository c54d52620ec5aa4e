// The Insights screen against the real API (createApp on SQLite in memory): beacons sent as the page's script
// sends them, counted by the API's own flush, read back by the screen.
import { screen, waitFor, within } from '@testing-library/react';
import { configureApi, NETWORK_ERROR_MESSAGE } from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { INSIGHTS_TEXTS } from './insights/texts';
import { DESKTOP, PHONE, seedSite, sendBeacon, waitForViews } from './testing/insightsFixtures';
import { renderInsights, total } from './testing/renderInsights';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const table = (caption: string) => screen.getByRole('table', { name: caption });
const rowsOf = (caption: string) =>
  within(table(caption))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

it("shows a site's views, visitors, referrers, clicked boxes, devices and speed, each chart with its table", async () => {
  const site = await seedSite(api);
  const view = { kind: 'view', slug: site.slug };
  await sendBeacon(api, DESKTOP, { ...view, referrer: 'https://www.news.example.com/today' });
  await sendBeacon(api, DESKTOP, view);
  await sendBeacon(api, PHONE, view);
  await sendBeacon(api, DESKTOP, { kind: 'click', slug: site.slug, boxId: 'shop' });
  await sendBeacon(api, DESKTOP, { kind: 'vitals', slug: site.slug, lcp: 1800, cls: 0.18, inp: 640 });
  await waitForViews(api, site.id, 3);

  renderInsights(api, site.id);
  expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
  await waitFor(() => expect(total('Views')).toBe('3'));
  expect(total('Visitors')).toBe('2');
  expect(total('Clicks')).toBe('1');
  expect(screen.getByRole('link', { name: `/${site.slug}` })).toHaveAttribute('href', `/${site.slug}`);

  // The line chart is for the eye; its table says the same: 7 days, today last with 3 views by 2 visitors.
  expect(screen.getByTestId('traffic-chart')).toHaveAttribute('aria-hidden', 'true');
  const days = rowsOf(INSIGHTS_TEXTS.trafficTable);
  expect(days).toHaveLength(7);
  expect(days.at(-1)!.slice(1)).toEqual(['3', '2']);
  expect(days.slice(0, 6).every((day) => day[1] === '0')).toBe(true);

  expect(rowsOf('Views by referring site')).toEqual([['news.example.com', '1']]);
  expect(rowsOf('Clicks on box links')).toEqual([['My shop', '1']]);
  expect(rowsOf('Views by device class')).toEqual([
    ['Mobile', '1 (33%)'],
    ['Tablet', '0 (0%)'],
    ['Desktop', '2 (67%)'],
  ]);
  const speed = screen.getByRole('region', { name: INSIGHTS_TEXTS.speed });
  const vitals = within(speed)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(vitals).toEqual([
    'Largest Contentful Paint (LCP)1.8 sGood',
    'Cumulative Layout Shift (CLS)0.18Needs improvement',
    'Interaction to Next Paint (INP)640 msPoor',
  ]);
});

it('switches between 7, 30 and 90 days', async () => {
  const site = await seedSite(api);
  await sendBeacon(api, DESKTOP, { kind: 'view', slug: site.slug });
  await waitForViews(api, site.id, 1);
  const { user } = renderInsights(api, site.id);
  await waitFor(() => expect(rowsOf(INSIGHTS_TEXTS.trafficTable)).toHaveLength(7));
  const period = screen.getByRole('group', { name: INSIGHTS_TEXTS.range });
  expect(within(period).getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

  await user.click(within(period).getByRole('radio', { name: 'Last 30 days' }));
  await waitFor(() => expect(rowsOf(INSIGHTS_TEXTS.trafficTable)).toHaveLength(30));
  expect(api.requests.map((request) => request.url)).toContain(
    `/api/published-sites/${site.id}/insights?days=30`,
  );
  expect(total('Views')).toBe('1');

  await user.click(within(period).getByRole('radio', { name: 'Last 90 days' }));
  await waitFor(() => expect(rowsOf(INSIGHTS_TEXTS.trafficTable)).toHaveLength(90));
  expect(within(period).getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
});

it('opens on the period the address names (?days=30)', async () => {
  const site = await seedSite(api);
  await sendBeacon(api, DESKTOP, { kind: 'view', slug: site.slug });
  await waitForViews(api, site.id, 1);
  renderInsights(api, site.id, '?days=30');
  await waitFor(() => expect(rowsOf(INSIGHTS_TEXTS.trafficTable)).toHaveLength(30));
  expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
});

it("says 'No visits yet' with the page's link before anyone came", async () => {
  const site = await seedSite(api);
  renderInsights(api, site.id);
  expect(await screen.findByRole('heading', { name: INSIGHTS_TEXTS.empty })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: `${window.location.origin}/${site.slug}` });
  expect(link).toHaveAttribute('href', `/${site.slug}`);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("answers another user's site, or none, with 'Site not found'", async () => {
  const site = await seedSite(api);
  await api.signIn();
  renderInsights(api, site.id);
  expect(await screen.findByRole('heading', { level: 1, name: INSIGHTS_TEXTS.notFound })).toBeInTheDocument();
  expect(screen.getByText(INSIGHTS_TEXTS.notFoundText)).toBeInTheDocument();
  expect(screen.queryByText(/Bakery/)).not.toBeInTheDocument();
});

it('says so with Retry when the API cannot be reached, and Retry loads the figures', async () => {
  const site = await seedSite(api);
  configureApi('http://127.0.0.1:9/api');
  const { user } = renderInsights(api, site.id);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  configureApi(`${api.origin}/api`);
  await user.click(within(alert).getByRole('button', { name: INSIGHTS_TEXTS.retry }));
  expect(await screen.findByRole('heading', { name: INSIGHTS_TEXTS.empty })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
