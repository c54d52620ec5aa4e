// Issue 32 'Search and sharing': the settings saved and validated, the favicon resized, the published page's head,
// robots.txt and sitemap.xml, on SQLite and (MYSQL_URL) MariaDB.
import sharp from 'sharp';
import request from 'supertest';
import { SITE_SEARCH_TEXTS } from '@bento/core';
import { createDesign, newUser, publishDesign, uniqueSlug, type TestUser } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { gradient } from '../uploads/generatedImages';
import { HTML, ssrTestFor } from '../web/siteSsrTesting';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://bentocreator.app';

describe.each(testDatabases())('site search and sharing on $label', (db) => {
  const ssr = ssrTestFor(db, { PUBLIC_URL });
  let user: TestUser;

  beforeEach(async () => {
    user = await newUser(ssr().models);
  });

  const call = (method: 'get' | 'patch' | 'put' | 'delete' | 'post', path: string) =>
    request(ssr().app)[method](path).set('Authorization', user.auth());

  async function publish(body: Record<string, unknown> = {}) {
    const design = await createDesign(ssr(), user);
    const site = await publishDesign(ssr(), user, design.id, { slug: uniqueSlug(), ...body });
    return { design, site, path: `/api/designs/${design.id}/published-sites/${site.id}` };
  }

  const page = async (slug: string) =>
    (await request(ssr().app).get(`/${slug}`).set('Accept', HTML).expect(200)).text;

  it('saves the search settings by PATCH and answers them with the site', async () => {
    const { path } = await publish({ siteTitle: 'Ada', siteDescription: 'Things' });
    const fresh = await call('get', path).expect(200);
    expect(fresh.body).toMatchObject({
      siteTitle: 'Ada',
      searchTitle: null,
      searchDescription: null,
      noindex: false,
      shareImageUrl: null,
      favicon: null,
    });
    const saved = await call('patch', path)
      .send({
        searchTitle: ' Ada Lovelace ',
        searchDescription: 'Notes on the engine',
        noindex: true,
        shareImageUrl: 'https://images.example/card.png',
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      searchTitle: 'Ada Lovelace',
      searchDescription: 'Notes on the engine',
      noindex: true,
      shareImageUrl: 'https://images.example/card.png',
    });
    // Empty is the site's own again.
    const cleared = await call('patch', path).send({ searchTitle: '  ', shareImageUrl: null }).expect(200);
    expect(cleared.body).toMatchObject({ searchTitle: null, shareImageUrl: null, noindex: true });
  });

  it('refuses long texts, a bad flag and share images that are not images it can show, with 400s', async () => {
    const { path } = await publish();
    const refused = async (body: object, message: string) => {
      const res = await call('patch', path).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    };
    await refused({ searchTitle: 'x'.repeat(71) }, SITE_SEARCH_TEXTS.searchTitleTooLong);
    await refused({ searchDescription: 'x'.repeat(201) }, SITE_SEARCH_TEXTS.searchDescriptionTooLong);
    await refused({ noindex: 'yes' }, SITE_SEARCH_TEXTS.noindexNotBoolean);
    await refused({ shareImageUrl: 'javascript:alert(1)' }, SITE_SEARCH_TEXTS.shareImageInvalid);
    await refused({ shareImageUrl: 'http://plain.example/a.png' }, SITE_SEARCH_TEXTS.shareImageInvalid);
    await refused(
      { shareImageUrl: `https://a.example/${'x'.repeat(2048)}` },
      SITE_SEARCH_TEXTS.shareImageInvalid,
    );
    await refused({ shareImageUrl: `/uploads/${'a'.repeat(64)}.png` }, SITE_SEARCH_TEXTS.shareImageNotFound);
  });

  it('resizes an uploaded favicon to 32, 180, 192 and 512 pixel PNGs and serves them for good', async () => {
    const { path, site } = await publish();
    const bytes = await gradient(600, 400).jpeg().toBuffer();
    const res = await call('put', `${path}/favicon`)
      .set('Content-Type', 'image/jpeg')
      .send(bytes)
      .expect(200);
    const favicon = res.body.favicon as Record<string, string>;
    expect(favicon.icon32).toMatch(new RegExp(`^/api/site-icons/${site.id}/[0-9a-f]{16}/32\\.png$`));
    for (const size of [32, 180, 192, 512]) {
      const icon = await request(ssr().app)
        .get(favicon[`icon${size}`]!)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(icon.body as Buffer).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'png',
        width: size,
        height: size,
      });
    }
    const manifest = await request(ssr().app).get(favicon.manifest!).expect(200);
    expect(JSON.parse(manifest.text)).toMatchObject({
      start_url: `/${site.slug}`,
      icons: [
        { src: favicon.icon192, sizes: '192x192' },
        { src: favicon.icon512, sizes: '512x512' },
      ],
    });

    const html = await page(site.slug);
    expect(html).toContain(`<link rel="icon" type="image/png" sizes="32x32" href="${favicon.icon32}">`);
    expect(html).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${favicon.icon180}">`);
    expect(html).not.toContain('href="data:,"');

    const removed = await call('delete', `${path}/favicon`).expect(200);
    expect(removed.body.favicon).toBeNull();
    await request(ssr().app).get(favicon.icon32!).expect(404);
    expect(await page(site.slug)).toContain('<link rel="icon" href="data:,">');
  });

  it('refuses a favicon that is no image, too small or too large', async () => {
    const { path } = await publish();
    const put = (bytes: Buffer) =>
      call('put', `${path}/favicon`).set('Content-Type', 'image/png').send(bytes);
    const notImage = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.message).toBe(SITE_SEARCH_TEXTS.faviconInvalid);
    const small = await put(await gradient(16, 16).png().toBuffer());
    expect(small.status).toBe(400);
    expect(small.body.error.message).toBe(SITE_SEARCH_TEXTS.faviconTooSmall);
    const large = await put(Buffer.alloc(1024 * 1024 + 1, 1));
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe(SITE_SEARCH_TEXTS.faviconTooLarge);
    expect((await call('get', path).expect(200)).body.favicon).toBeNull();
  });

  it('puts the search title, description, noindex and an absolute share image in the page', async () => {
    const { path, site } = await publish({ siteTitle: 'Ada', siteDescription: 'Site text' });
    const before = await page(site.slug);
    expect(before).toContain('<title>Ada</title>');
    expect(before).not.toContain('name="robots"');

    const png = await gradient(120, 63).png().toBuffer();
    const upload = await call('post', '/api/uploads').set('Content-Type', 'image/png').send(png).expect(201);
    await call('patch', path)
      .send({ searchTitle: 'Ada <Search>', searchDescription: 'Found by "search"', noindex: true })
      .expect(200);
    await call('patch', path).send({ shareImageUrl: upload.body.url }).expect(200);
    const html = await page(site.slug);
    expect(html).toContain('<title>Ada &lt;Search&gt;</title>');
    expect(html).toContain('<meta name="description" content="Found by &quot;search&quot;">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${upload.body.url}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${PUBLIC_URL}${upload.body.url}">`);
    expect(html).toContain('<meta property="og:title" content="Ada &lt;Search&gt;">');
  });

  it('lists in sitemap.xml only the sites that are published, not taken down and not hidden from search', async () => {
    const shown = await publish();
    const noindexed = await publish();
    const hidden = await publish();
    const takenDown = await publish();
    await call('patch', noindexed.path).send({ noindex: true }).expect(200);
    await call('patch', hidden.path).send({ published: false }).expect(200);
    await ssr().models.PublishedSite.update(
      { takenDownAt: new Date(), takedownReason: 'Spam' },
      { where: { id: takenDown.site.id } },
    );
    const res = await request(ssr().app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/${shown.site.slug}</loc>`);
    for (const site of [noindexed, hidden, takenDown]) expect(res.text).not.toContain(`/${site.site.slug}<`);

    const robots = await request(ssr().app).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('User-agent: *\n');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it('has no sitemap without PUBLIC_URL, and robots.txt names none', async () => {
    const app = ssr().appWith({});
    await request(app).get('/sitemap.xml').expect(404);
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).not.toContain('Sitemap:');
  });

  it("refuses another user's site and deletes the favicon with the site", async () => {
    const { path, site, design } = await publish();
    await call('put', `${path}/favicon`)
      .send(await gradient(64, 64).png().toBuffer())
      .expect(200);
    const other = await newUser(ssr().models);
    const theirs = await request(ssr().app).get(path).set('Authorization', other.auth());
    expect(theirs.status).toBe(404);
    await call('post', `/api/designs/${design.id}/unpublish/${site.id}`).expect(204);
    expect(await ssr().models.SiteFavicon.count({ where: { siteId: site.id } })).toBe(0);
  });
});
