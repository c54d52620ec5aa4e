// Test-only: what the project table's tests set up and check behind the page's back, through the real API.
import type { GridData } from '@bento/core';
import { gridFixture, type RealApi } from '@bento/store/testing';

/** A design of the current user, made behind the page's back. */
export async function seedDesign(
  api: RealApi,
  title: string,
  gridData: GridData = gridFixture(),
): Promise<string> {
  const res = await api.call<{ id: string }>('POST', '/designs', { title, gridData });
  if (res.status !== 201) throw new Error(`seed design: ${res.status}`);
  return res.body.id;
}

let slugs = 0;
/** Publishes a design; answers the site's id and slug. */
export async function seedSite(api: RealApi, designId: string, siteTitle = 'My site') {
  slugs += 1;
  const slug = `site-${slugs}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await api.call<{ id: string; slug: string }>('POST', `/designs/${designId}/publish`, {
    siteTitle,
    slug,
  });
  if (res.status !== 201) throw new Error(`seed site: ${res.status}`);
  return res.body;
}

/** The design titles the API lists now. */
export async function apiTitles(api: RealApi): Promise<string[]> {
  const res = await api.call<{ items: { title: string }[] }>('GET', '/designs');
  return res.body.items.map((item) => item.title).sort();
}
