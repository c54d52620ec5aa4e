// Test-only: what the admin panel's tests set up and check through the real API (@bento/store/testing): an
// admin as the admin-role command makes one (users.is_admin), published sites, visitors' reports, submissions.
import { gridFixture, type RealApi } from '@bento/store/testing';

/** A new account with the admin role, now the harness's current user (api.call and the page act as them). */
export async function signInAdmin(api: RealApi): Promise<{ id: string; token: () => string }> {
  const admin = await api.signIn();
  await api.models.User.update({ isAdmin: true }, { where: { id: admin.id } });
  return admin;
}

/** An API answer, refused unless its status is `status`. */
async function expectStatus<T>(api: RealApi, status: number, method: string, path: string, body?: unknown) {
  const res = await api.call<T>(method, path, body);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let slugs = 0;
/** A design of the current user, published; answers the site's id and slug and the design's id. */
export async function seedSite(api: RealApi, siteTitle = 'A site') {
  slugs += 1;
  const slug = `admin-${slugs}-${Math.random().toString(36).slice(2, 8)}`;
  const design = await expectStatus<{ id: string }>(api, 201, 'POST', '/designs', {
    title: `${siteTitle} design`,
    gridData: gridFixture(),
  });
  const site = await expectStatus<{ id: string; slug: string }>(
    api,
    201,
    'POST',
    `/designs/${design.id}/publish`,
    {
      siteTitle,
      slug,
    },
  );
  return { id: site.id, slug: site.slug, designId: design.id };
}

/** A visitor's report of a published site (public: nothing about the reporter is kept). */
export async function reportSite(api: RealApi, slug: string, reason: string, details?: string) {
  return expectStatus<{ id: string }>(api, 201, 'POST', `/published-sites/slug/${slug}/reports`, {
    reason,
    details,
  });
}

/** The current user's design submitted to the templates gallery. */
export async function submitTemplate(api: RealApi, title: string, description: string | null = null) {
  const design = await expectStatus<{ id: string }>(api, 201, 'POST', '/designs', {
    title: `${title} design`,
    gridData: gridFixture(3),
  });
  return expectStatus<{ id: string }>(api, 201, 'POST', '/templates/submissions', {
    designId: design.id,
    title,
    category: 'Portfolio',
    description,
  });
}

/** The public page's status (GET /published-sites/slug/{slug}): 200, or 451 while taken down. */
export async function publicStatus(api: RealApi, slug: string): Promise<number> {
  return (await fetch(`${api.origin}/api/published-sites/slug/${slug}`)).status;
}
