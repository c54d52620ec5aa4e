import request from 'supertest';
import { gridFixture, newUser } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { PNG_3X2 } from '../uploads/testImages';
import { ssrTestFor, VIEWER_CSS } from '../web/siteSsrTesting';
import { createApp } from '../app';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { VIEWER_NOT_BUILT_MESSAGE } from '../web/siteSsr';

jest.setTimeout(30_000);

const EXTERNAL = 'https://images.example.org/photo.jpg';

describe.each(testDatabases())('POST /api/exports/html on $label', (db) => {
  const ssr = ssrTestFor(db);

  const exportHtml = (body: unknown) =>
    request(ssr().app)
      .post('/api/exports/html')
      .send(body as object);

  it('answers one page with the markup, the CSS and the title, and no script at all', async () => {
    const res = await exportHtml({ title: 'My <portfolio>', gridData: gridFixture(3) });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { html } = res.body as { html: string };
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>My &lt;portfolio&gt;</title>');
    expect(html).toContain(`<style>${VIEWER_CSS}</style>`);
    for (const text of ['<p>Box 1</p>', '<p>Box 2</p>', '<p>Box 3</p>']) expect(html).toContain(text);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('rel="canonical"');
  });

  it('inlines the web fonts the design uses as data: URLs, and no other', async () => {
    const grid = gridFixture(1);
    const gridData = {
      ...grid,
      boxes: [{ ...grid.boxes[0]!, textStyle: { fontFamily: 'Playfair Display' } }],
    };
    const { html } = (await exportHtml({ gridData })).body as { html: string };
    const faces = html.match(/@font-face\{font-family:'[^']+'[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face).toContain("font-family:'Playfair Display'");
      expect(face).toMatch(/url\("?data:font\/woff2;base64,[A-Za-z0-9+/]+=*"?\)/);
    }
    expect(html).not.toContain('/assets/fonts/');
  });

  it("inlines the user's uploaded images and keeps other image URLs as links", async () => {
    const user = await newUser(ssr().models);
    const uploaded = await request(ssr().app)
      .post('/api/uploads')
      .set('Authorization', user.auth())
      .set('Content-Type', 'image/png')
      .send(PNG_3X2);
    expect(uploaded.status).toBe(201);
    const url = (uploaded.body as { url: string }).url;
    const grid = gridFixture(3);
    const styled = [url, EXTERNAL, '/uploads/' + 'f'.repeat(64) + '.png'];
    const gridData = {
      ...grid,
      boxes: grid.boxes.map((box, index) => ({ ...box, style: { bgImageUrl: styled[index] } })),
    };
    const { html } = (await exportHtml({ gridData })).body as { html: string };
    const stored = (await request(ssr().app).get(url).buffer(true)).body as Buffer;
    expect(html).toContain(`data:image/png;base64,${stored.toString('base64')}`);
    expect(html).not.toContain(url);
    expect(html).toContain(EXTERNAL);
  });

  it('refuses what a save would refuse, with the same messages', async () => {
    expect((await exportHtml({})).body).toEqual({
      error: { code: 'invalid_request', message: 'gridData is required' },
    });
    const bad = await exportHtml({ gridData: { boxes: 'nope' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { code: string } }).error.code).toBe('invalid_grid_data');
    const script = gridFixture(1, () => '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>');
    const { html } = (await exportHtml({ gridData: script })).body as { html: string };
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toMatch(/<script|onerror/i);
  });

  it('answers 503 with a clear message when the viewer is not built', async () => {
    const app = createApp({
      sequelize: ssr().sequelize,
      config: testConfig({}, { shellDist: ssr().build.shellDist, remoteDist: ssr().build.remoteDist }),
      auth: testAuth,
      viewer: () => null,
    });
    const res = await request(app)
      .post('/api/exports/html')
      .send({ gridData: gridFixture(1) });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'not_built', message: VIEWER_NOT_BUILT_MESSAGE } });
  });
});
