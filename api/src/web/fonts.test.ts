import fs from 'node:fs';
import request from 'supertest';
import { WEB_FONTS, webFontFaces, type WebFontFace } from '@bento/core';
import { createDesign, gridFixture, newUser, publishDesign } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { withSiteFonts } from './fonts';
import { loadFontFiles } from './fontsFiles';
import { HTML, ssrTestFor } from './siteSsrTesting';
import { IMMUTABLE, NO_CACHE } from './static';

jest.setTimeout(30_000);

const FONT_FILE = /\/assets\/fonts\/([a-z0-9-]+-latin-\d00-(?:normal|italic)\.[0-9a-f]{8}\.woff2)/g;
const PLAYFAIR = 'Playfair Display';

/** A design whose first box is set in Playfair Display and whose second box has an Oswald span. */
function fontGrid() {
  const grid = gridFixture(2, (index) =>
    index === 0 ? '<p>Serif</p>' : '<p><span style="font-family: Oswald">Condensed</span></p>',
  );
  const boxes = grid.boxes.map((box, index) =>
    index === 0
      ? { ...box, textStyle: { fontFamily: PLAYFAIR } }
      : { ...box, textStyle: { fontFamily: 'Georgia' } },
  );
  return { ...grid, boxes };
}

/** The families declared by the page's @font-face rules. */
function declaredFamilies(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/@font-face\{font-family:'([^']+)'/g)].map((match) => match[1] ?? '')),
  ];
}

describe.each(testDatabases())('web fonts of a published site on $label', (db) => {
  const ssrTest = ssrTestFor(db);

  async function publishFonts() {
    const user = await newUser(ssrTest().models);
    const design = await createDesign(ssrTest(), user, { gridData: fontGrid() });
    return publishDesign(ssrTest(), user, design.id);
  }

  it('GET /{slug} declares only the families the site uses, served by our origin with swap', async () => {
    const site = await publishFonts();
    const res = await request(ssrTest().app).get(`/${site.slug}`).set('Accept', HTML);
    expect(res.status).toBe(200);
    expect(declaredFamilies(res.text)).toEqual(['Playfair Display', 'Oswald']);
    const playfair = res.text.match(/@font-face\{font-family:'Playfair Display'[^}]*\}/g) ?? [];
    expect(playfair).toHaveLength(4);
    for (const rule of playfair) {
      expect(rule).toContain('font-display:swap');
      expect(rule).toMatch(
        /src:url\("\/assets\/fonts\/playfair-display-latin-[47]00-(normal|italic)\.[0-9a-f]{8}\.woff2"\)/,
      );
    }
    // Georgia is a system font: nothing to fetch. No other family, and no other host.
    for (const unused of WEB_FONTS.filter((name) => name !== PLAYFAIR && name !== 'Oswald')) {
      expect(res.text).not.toContain(`font-family:'${unused}'`);
    }
    expect(res.text).not.toMatch(/fonts\.(googleapis|gstatic)|https?:\/\/[^"]*\.woff2/);
    expect(res.headers['content-security-policy']).toContain("font-src 'self';");
  });

  it('serves each declared file as font/woff2 with immutable caching, the package file byte for byte', async () => {
    const site = await publishFonts();
    const html = (await request(ssrTest().app).get(`/${site.slug}`).set('Accept', HTML)).text;
    const files = [...new Set([...html.matchAll(FONT_FILE)].map((match) => match[1] as string))];
    expect(files).toHaveLength(6); // Playfair: regular, italic, bold, bold italic; Oswald: regular, bold
    for (const file of files) {
      const res = await request(ssrTest().app).get(`/assets/fonts/${file}`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      const packageFile = file.replace(/\.[0-9a-f]{8}\.woff2$/, '.woff2');
      const id = packageFile.replace(/-latin-.*$/, '');
      expect(
        Buffer.compare(
          res.body as Buffer,
          fs.readFileSync(require.resolve(`@fontsource/${id}/files/${packageFile}`)),
        ),
      ).toBe(0);
    }
  });

  it("serves a family's stylesheet for the editor, and nothing but the listed faces", async () => {
    const css = await request(ssrTest().app).get('/assets/fonts/source-sans-3.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe(NO_CACHE);
    expect(declaredFamilies(css.text)).toEqual(['Source Sans Pro']);
    expect(css.text).toContain('/assets/fonts/source-sans-3-latin-700-italic.');
    for (const other of [
      'playfair-display-latin-400-normal.woff2', // the unhashed name
      'playfair-display-latin-400-normal.00000000.woff2',
      'playfair-display-latin-400-cyrillic.woff2',
      'source-sans-pro.css',
      '..%2F..%2Fpackage.json',
    ]) {
      const res = await request(ssrTest().app).get(`/assets/fonts/${other}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('withSiteFonts', () => {
  const head = { title: 'T', description: 'D', tags: ['<meta name="x">'] };

  it('adds no style for a document without web fonts', () => {
    const grid = { boxes: [{ contentId: '<p>x</p>', textStyle: { fontFamily: 'Georgia' } }] };
    expect(withSiteFonts(head, grid)).toBe(head);
  });

  it('leaves out the faces whose package is missing', () => {
    const files = loadFontFiles((face: WebFontFace) => {
      if (face.family === 'Lato') throw new Error('not installed');
      return require.resolve(`${face.packageName}/files/${face.file}`);
    });
    const grid = { boxes: [{ textStyle: { fontFamily: 'Lato' } }, { textStyle: { fontFamily: 'Inter' } }] };
    const tags = withSiteFonts(head, grid, files).tags;
    expect(tags).toHaveLength(2);
    expect(tags[1]).not.toContain('Lato');
    expect(tags[1]?.match(/@font-face/g)).toHaveLength(webFontFaces('Inter').length);
  });
});
