// Test-only: a published site of the current user and visits to it, sent as a browser's page script sends them
// (POST /api/beacon, text/plain), to the real API; then waits until its once-a-second flush has written them.
import type { GridData } from '@bento/core';
import type { RealApi } from '@bento/store/testing';
import type { InsightsReport } from '../insights/insightsApi';

export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const LINKED_GRID = {
  boxes: [
    { id: 'intro', contentId: '<p>Hello there</p>', colSpan: 2, rowSpan: 1, order: 0 },
    {
      id: 'shop',
      contentId: '<p>My shop</p>',
      colSpan: 1,
      rowSpan: 1,
      order: 1,
      style: { linkUrl: 'https://shop.example.org/' },
    },
  ],
  gridSettings: { columnsCount: 4 },
  selectedBoxIds: [],
  lastSelectedBoxId: null,
} as unknown as GridData;

export interface SeededSite {
  id: string;
  slug: string;
  siteTitle: string;
}

let made = 0;
/** A design with a link box, published as the current user's site. */
export async function seedSite(api: RealApi, siteTitle = 'Bakery'): Promise<SeededSite> {
  const design = await api.call<{ id: string }>('POST', '/designs', {
    title: siteTitle,
    gridData: LINKED_GRID,
  });
  if (design.status !== 201) throw new Error(`seed design: ${design.status}`);
  made += 1;
  const slug = `insights-${made}-${Math.random().toString(36).slice(2, 8)}`;
  const site = await api.call<SeededSite>('POST', `/designs/${design.body.id}/publish`, { siteTitle, slug });
  if (site.status !== 201) throw new Error(`seed site: ${site.status} ${JSON.stringify(site.body)}`);
  return site.body;
}

/** One beacon from a visitor's browser (its User-Agent tells the visitors apart: the test runs on one address). */
export async function sendBeacon(
  api: RealApi,
  userAgent: string,
  body: Record<string, unknown>,
): Promise<void> {
  const res = await fetch(`${api.origin}/api/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
    body: JSON.stringify(body),
  });
  if (res.status !== 204) throw new Error(`beacon: ${res.status}`);
}

/** The owner's report once the API's flush has written `views` views. */
export async function waitForViews(api: RealApi, siteId: string, views: number): Promise<InsightsReport> {
  for (let tries = 0; tries < 40; tries += 1) {
    const res = await api.call<InsightsReport>('GET', `/published-sites/${siteId}/insights?days=7`);
    if (res.status === 200 && res.body.views >= views) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API never showed ${views} views`);
}
