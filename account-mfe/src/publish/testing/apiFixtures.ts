// Test-only: server-side setup through the real API as the signed-in user.
import { gridFixture, type RealApi } from '@bento/store/testing';

let counter = 0;
/** A slug no other test uses. */
export function uniqueSlug(prefix = 'site'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function createDesign(api: RealApi, boxCount = 2, title = 'My design'): Promise<string> {
  const res = await api.call('POST', '/designs', { gridData: gridFixture(boxCount), title });
  if (res.status !== 201) throw new Error(`create design: ${res.status}`);
  return (res.body as { id: string }).id;
}

export async function publishDesign(
  api: RealApi,
  designId: string,
  body: { siteTitle?: string; slug?: string; siteDescription?: string } = {},
): Promise<{ id: string; slug: string; siteTitle: string }> {
  const res = await api.call('POST', `/designs/${designId}/publish`, {
    siteTitle: 'Existing site',
    slug: uniqueSlug(),
    ...body,
  });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; slug: string; siteTitle: string };
}

/** The public read of a site: status, and the box count and texts when it answers. */
export async function publicSite(api: RealApi, slug: string) {
  const res = await api.call('GET', `/published-sites/slug/${slug}`);
  const body = res.body as
    { siteTitle: string; siteDescription: string | null; gridData: { boxes: unknown[] } } | undefined;
  return {
    status: res.status,
    boxes: res.status === 200 ? body?.gridData.boxes.length : undefined,
    siteTitle: body?.siteTitle,
    siteDescription: body?.siteDescription,
  };
}
