// What a published page shows of its document: background media only from safe URLs (no request to this server
// but /uploads/), no editor placeholder text, iframe titles escaped.
import request from 'supertest';
import { FIRST_BOX_TEXT } from '@bento/core';
import { createDesign, gridFixture, newUser, publishDesign, uniqueSlug } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { escapeHtml } from './siteSsrPage';
import { HTML, ssrTestFor } from './siteSsrTesting';

jest.setTimeout(30_000);

const UNSAFE_MEDIA = [
  '/api/auth/local/sign-out',
  '/api/auth/session',
  '/uploads/../api/designs',
  '/uploads/a.png?next=/api/designs',
  'blob:http://127.0.0.1/0b8e6c3e-9a8f-4a6e-8d4d-1b2c3d4e5f60',
];
const CAT = 'https://img.example/cat.png';
const UPLOAD = '/uploads/3f2a9c.webp';

type Doc = ReturnType<typeof gridFixture> & { boxes: Record<string, unknown>[] };

/** Boxes b1…b5 with an unsafe bgImageUrl each, plus nested and container ones, then a safe https and upload box. */
function mediaDocument(): Doc {
  const doc = gridFixture(UNSAFE_MEDIA.length) as Doc;
  doc.boxes = doc.boxes.map((box, index) => ({ ...box, style: { bgImageUrl: UNSAFE_MEDIA[index] } }));
  doc.boxes[0]!.nestedBoxes = [
    { id: 'n1', parentId: 'b1', contentId: 'x', style: { bgImageUrl: '/api/designs', bgVideoUrl: 'blob:x' } },
  ];
  doc.boxes[1]!.style = { bgVideoUrl: '/api/auth/session' };
  doc.boxes.push(
    { id: 'cat', contentId: '', colSpan: 1, rowSpan: 1, order: 10, style: { bgImageUrl: CAT } },
    { id: 'up', contentId: '', colSpan: 1, rowSpan: 1, order: 11, style: { bgImageUrl: UPLOAD } },
  );
  (doc.gridSettings as Record<string, unknown>).containerBgImageUrl = '/api/auth/local/sign-out';
  return doc;
}

function expectOnlySafeMedia(page: string): void {
  // The no-JavaScript view beacon (insights) is the page's own pixel, not the document's media.
  const html = page.replace(/<noscript><img src="\/api\/beacon\/view\.gif[^>]*><\/noscript>/, '');
  for (const url of UNSAFE_MEDIA) expect(html).not.toContain(escapeHtml(url));
  expect(html).not.toContain('/api/');
  expect(html).not.toContain('blob:');
  const images = [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map(
    (match) => match[1],
  );
  expect(images.sort()).toEqual([CAT, UPLOAD].sort());
  expect(preloads.sort()).toEqual([CAT, UPLOAD].sort());
  expect(html).not.toMatch(/<video /);
  expect(html).not.toMatch(/background-image/);
}

describe.each(testDatabases())('GET /{slug}: what the page shows of its document on $label', (db) => {
  const ssr = ssrTestFor(db);

  async function publishDoc(gridData: unknown) {
    const user = await newUser(ssr().models);
    const design = await createDesign(ssr(), user, { gridData });
    return publishDesign(ssr(), user, design.id, { slug: uniqueSlug() });
  }

  const page = async (slug: string) => {
    const res = await request(ssr().app).get(`/${slug}`).set('Accept', HTML);
    expect(res.status).toBe(200);
    return res.text;
  };

  it('renders no <img>, <video>, preload or CSS url for media URLs outside http(s), /uploads/ and data:', async () => {
    const site = await publishDoc(mediaDocument());
    expectOnlySafeMedia(await page(site.slug));
  });

  it('nor for such URLs in a site stored before they were refused (the renderer checks them too)', async () => {
    const user = await newUser(ssr().models);
    const slug = uniqueSlug('legacy');
    await ssr().models.PublishedSite.create({
      userId: user.id,
      slug,
      siteTitle: 'Legacy',
      siteDescription: null,
      gridData: JSON.stringify(mediaDocument()),
    } as never);
    const html = await page(slug);
    expectOnlySafeMedia(html);
    // The card image is the first https one, never a path on this server.
    expect(html).toContain(`<meta property="og:image" content="${CAT}">`);
  });

  it("shows the editor's placeholder boxes empty to visitors, without rewriting the document", async () => {
    const doc = gridFixture(
      4,
      (index) =>
        [FIRST_BOX_TEXT, 'New Box 2', '<p><span style="color: red">Initial Box 3</span></p>', '<p>Hello</p>'][
          index
        ]!,
    );
    const site = await publishDoc(doc);
    const html = await page(site.slug);
    expect(html).not.toContain(FIRST_BOX_TEXT);
    expect(html).not.toContain('New Box 2');
    expect(html).not.toContain('Initial Box 3');
    expect(html).toContain('<p>Hello</p>');
    expect(html.match(/data-box-id="/g)).toHaveLength(4);
    // The stored document keeps its content: the editor still shows the placeholders.
    const api = await request(ssr().app).get(`/api/published-sites/slug/${site.slug}`);
    expect(api.body.gridData.boxes.map((box: { contentId: string }) => box.contentId)).toEqual([
      FIRST_BOX_TEXT,
      'New Box 2',
      '<p><span style="color:red">Initial Box 3</span></p>',
      '<p>Hello</p>',
    ]);
  });

  it('escapes an iframe title on the page: it is text, whatever it holds', async () => {
    const title = 'My "vid" <b>x</b></iframe><script>alert(1)</script>';
    const doc = gridFixture(1) as Doc;
    doc.boxes[0]!.style = { iframeUrl: 'https://www.youtube.com/embed/x', iframeTitle: title };
    const html = await page((await publishDoc(doc)).slug);
    expect(html).toContain(`title="${escapeHtml(title)}"`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>x</b>');
  });
});
