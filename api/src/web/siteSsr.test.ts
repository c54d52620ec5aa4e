import request from 'supertest';
import type { AppHandler } from '../app';
import { createApp } from '../app';
import {
  createDesign,
  gridFixture,
  newUser,
  publishDesign,
  uniqueSlug,
  type ApiTest,
} from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { testConfig, type TempBuild } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { escapeHtml, jsonForScript, SITE_DATA_ELEMENT_ID } from './siteSsrPage';
import { SITE_SCRIPT_PREFIX, VIEWER_NOT_BUILT_MESSAGE } from './siteSsr';
import {
  dataBlock,
  HTML,
  openSsrTest,
  SCRIPT_BODY,
  SCRIPT_FILE,
  SCRIPT_PART_BODY,
  SCRIPT_PART_FILE,
  VIEWER_CSS,
  type SsrTest,
} from './siteSsrTesting';
import { IMMUTABLE } from './static';

jest.setTimeout(30_000);

const PUBLIC_URL = 'https://bentocreator.app';

describe.each(testDatabases())('GET /{slug} server rendering on $label', (db) => {
  let build: TempBuild;
  let t: ApiTest;
  let app: AppHandler;
  let ssr: SsrTest;

  beforeAll(async () => {
    // A trailing slash in the setting is trimmed.
    ssr = await openSsrTest(db, { PUBLIC_URL: `${PUBLIC_URL}/` });
    ({ app, build } = ssr);
    t = ssr;
  });
  afterAll(async () => {
    build.remove();
    await db.cleanup();
  });

  async function publish(body: Record<string, unknown> = {}, boxes = 2) {
    const user = await newUser(t.models);
    const design = await createDesign(t, user, { gridData: gridFixture(boxes) });
    const site = await publishDesign(t, user, design.id, { slug: uniqueSlug(), ...body });
    return { user, design, site };
  }

  it('answers the site with its meta tags, canonical URL, CSS, markup and data block', async () => {
    const { site } = await publish({ siteTitle: 'Ada Portfolio', siteDescription: 'Things I made' });
    const res = await request(app).get(`/${site.slug}`).set('Accept', HTML);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<title>Ada Portfolio</title>');
    expect(html).toContain('<meta name="description" content="Things I made">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/${site.slug}">`);
    expect(html).toContain('<meta property="og:title" content="Ada Portfolio">');
    expect(html).toContain('<meta property="og:description" content="Things I made">');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/${site.slug}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="twitter:title" content="Ada Portfolio">');
    expect(html).toContain(`<style>${VIEWER_CSS}</style>`);
    // The viewer's markup: header, both boxes' text, footer, the hidden share menu and owner link.
    expect(html).toContain('<div id="bento-ssr">');
    expect(html).toContain('<p>Box 1</p>');
    expect(html).toContain('<p>Box 2</p>');
    expect(html).toContain('Made with');
    expect(html).toContain('Terms of Service');
    expect(html).toMatch(
      /<a [^>]*href="\/[a-z0-9-]+\/edit" hidden="" data-owner-link="">Edit your site<\/a>/,
    );
    expect(html).toMatch(/<div [^>]*role="group" aria-label="Share this site" hidden="" data-share-menu="">/);
    expect(dataBlock(html)).toEqual({
      slug: site.slug,
      userId: expect.any(String),
      url: `${PUBLIC_URL}/${site.slug}`,
      title: 'Ada Portfolio',
      text: 'Things I made',
      hoverOnlyIds: [],
    });
  });

  it('compresses the page when the client accepts it, varying on Accept-Encoding', async () => {
    const { site } = await publish({}, 12);
    const res = await request(app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // supertest decodes it: the page is intact.
    expect(res.text).toContain('<p>Box 12</p>');
    const plain = await request(app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(res.text);
    const gzipped = await request(app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(res.text);
    // Each form has its own ETag, and a revisit holding the current one gets 304 with no body.
    const etags = [res, plain, gzipped].map((answer) => answer.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    const revisit = await request(app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('Accept-Encoding', 'br, gzip')
      .set('If-None-Match', etags[0]!);
    expect(revisit.status).toBe(304);
    expect(revisit.text).toBe('');
  });

  it('answers a new ETag, and the new page, once the site changes', async () => {
    const { user, site } = await publish({}, 3);
    const first = await request(app).get(`/${site.slug}`).set('Accept', HTML);
    await request(app)
      .put(`/api/published-sites/${site.id}`)
      .set('Authorization', user.auth())
      .send({ siteTitle: 'Renamed', gridData: gridFixture(4) })
      .expect(200);
    const second = await request(app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('If-None-Match', first.headers.etag as string);
    expect(second.status).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.text).toContain('<p>Box 4</p>');
  });

  it('takes canonical, og:url and the share URL from PUBLIC_URL, never from a forged Host header', async () => {
    const { site } = await publish();
    for (const host of ['evil.example', 'bentocreator.app.evil.example', 'x"><script>alert(1)</script>']) {
      const res = await request(app)
        .get(`/${site.slug}`)
        .set('Accept', HTML)
        .set('Host', host)
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'http');
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/${site.slug}">`);
      expect(res.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}/${site.slug}">`);
      expect(res.text).toContain(encodeURIComponent(`${PUBLIC_URL}/${site.slug}`));
      expect(res.text).not.toContain('evil.example');
      expect(res.text).not.toContain('<script>alert');
      expect(dataBlock(res.text)).toMatchObject({ url: `${PUBLIC_URL}/${site.slug}` });
    }
  });

  it('without PUBLIC_URL leaves out canonical and og:url, and shares the root-relative path', async () => {
    const unset = ssr.appWith({});
    const { site } = await publish();
    const res = await request(unset).get(`/${site.slug}`).set('Accept', HTML).set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text).not.toContain('og:url');
    expect(res.text).not.toContain('evil.example');
    expect(res.text).toContain('<meta property="og:title"');
    expect(dataBlock(res.text)).toMatchObject({ url: `/${site.slug}` });
  });

  it('is a page of its own: one small same-origin script, none of the app (shell, React, federation)', async () => {
    const { site } = await publish();
    const html = (await request(app).get(`/${site.slug}`).set('Accept', HTML)).text;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual([
      `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">`,
      `<script type="module" src="${SITE_SCRIPT_PREFIX}/${SCRIPT_FILE}">`,
    ]);
    expect(html).not.toContain('main.0f1e2d3c.js');
    expect(html).not.toContain('id="root"');
  });

  it('serves the current script and its parts with immutable caching, and nothing else under its prefix', async () => {
    for (const [file, body] of [
      [SCRIPT_FILE, SCRIPT_BODY],
      [SCRIPT_PART_FILE, SCRIPT_PART_BODY],
    ]) {
      const res = await request(app).get(`${SITE_SCRIPT_PREFIX}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.text).toBe(body);
    }
    for (const other of ['enhance.ffffffff.js', 'report.ffffffff.js', '..%2Fsecret.js', 'viewer.js']) {
      const missing = await request(app).get(`${SITE_SCRIPT_PREFIX}/${other}`).set('Accept', HTML);
      expect(missing.status).toBe(404);
    }
  });

  it('escapes a title and description that try to break out of the page', async () => {
    const evil = '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { site } = await publish({
      siteTitle: evil,
      siteDescription: `</script><script>alert(3)</script>`,
    });
    const html = (await request(app).get(`/${site.slug}`).set('Accept', HTML)).text;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`<title>${escapeHtml(evil)}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(evil)}">`);
    // The data block still parses back to the exact title.
    expect(dataBlock(html)).toMatchObject({ title: evil });
    expect(jsonForScript('"</script>"')).toBe('"\\u003c/script\\u003e"');
  });

  it('sends a strict CSP: scripts only from this origin, https images and frames', async () => {
    const { site } = await publish();
    const csp = (await request(app).get(`/${site.slug}`).set('Accept', HTML)).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toMatch(/img-src [^;]*https:/);
    expect(csp).toMatch(/frame-src [^;]*https:/);
    expect(csp).toContain("object-src 'none'");
  });

  it('answers 404 with the error screen for an unknown, an unpublished or a malformed slug', async () => {
    const { user, design, site } = await publish();
    await request(app)
      .patch(`/api/designs/${design.id}/published-sites/${(site as { id: string }).id}`)
      .set('Authorization', user.auth())
      .send({ published: false })
      .expect(200);
    for (const slug of ['no-such-site-here', site.slug, 'Upper_Case']) {
      const res = await request(app).get(`/${slug}`).set('Accept', HTML);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('Site not found');
      expect(res.text).toContain('may have been removed or doesn&#x27;t exist.');
      expect(res.text).toContain('Redirecting to homepage in 3 seconds...');
      expect(res.text).toContain('<a class="home" href="/">Go to Homepage Now</a>');
      expect(res.text).toContain('<meta http-equiv="refresh" content="3;url=/">');
      expect(dataBlock(res.text)).toEqual({ slug, error: 'Site not found' });
    }
  });

  it('leaves reserved paths, files and non-HTML requests to the SPA, static files and /api', async () => {
    for (const path of ['/templates', '/new', '/privacy-policy']) {
      const res = await request(app).get(path).set('Accept', HTML);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('bento-ssr');
    }
    const icon = await request(app).get('/favicon.ico').set('Accept', HTML);
    expect(icon.status).toBe(200);
    expect(String(icon.body)).toBe('icon');
    expect((await request(app).get('/api/health')).status).toBe(200);
    const { site } = await publish();
    expect((await request(app).get(`/${site.slug}`).set('Accept', 'application/json')).status).toBe(404);
  });

  it('answers a clear 500 page when the viewer is not built', async () => {
    const notBuilt = createApp({
      sequelize: t.sequelize,
      config: testConfig({}, { shellDist: build.shellDist, remoteDist: build.remoteDist }),
      auth: testAuth,
      viewer: () => null,
    });
    const res = await request(notBuilt).get('/any-site').set('Accept', HTML);
    expect(res.status).toBe(500);
    expect(res.text).toContain(VIEWER_NOT_BUILT_MESSAGE);
  });
});
