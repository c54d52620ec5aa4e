import request from 'supertest';
import { testDatabases } from '../testing/databases';
import {
  MAX_DESIGN_BYTES,
  designTooLargeMessage,
  parseGridData,
  sanitizeGridData,
  serializedSize,
} from '@bento/core';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  uniqueSlug,
  type ApiTest,
  type TestUser,
} from './testSupport';

jest.setTimeout(120_000);

const BOXES = 2;

/** A document whose size is mostly inline images (the realistic way a design grows), imageChars in total. */
function gridWithImages(imageChars: number) {
  const grid = gridFixture(BOXES);
  const per = Math.floor(imageChars / BOXES);
  return {
    ...grid,
    boxes: grid.boxes.map((box) => ({
      ...box,
      style: { bgImageUrl: `data:image/png;base64,${'A'.repeat(per)}` },
    })),
  };
}

/** The size the server stores: parsed (defaults filled), sanitised, serialized. */
function storedSize(grid: unknown): number {
  const parsed = parseGridData(grid);
  if (!parsed.ok) throw new Error(parsed.message);
  return serializedSize(JSON.stringify(sanitizeGridData(parsed.value)));
}

/** A document stored at exactly `target` bytes give or take a few (image chars split across boxes). */
function gridOfStoredSize(target: number) {
  const probe = 1_000_000;
  const overhead = storedSize(gridWithImages(probe)) - probe;
  return gridWithImages(target - overhead);
}

describe.each(testDatabases())('the 10 MB design limit on $label', (db) => {
  let t: ApiTest;
  let user: TestUser;

  beforeAll(async () => {
    t = await openApiTest(db);
    user = await newUser(t.models);
  });
  afterAll(() => db.cleanup());

  const post = (path: string, body: object) =>
    request(t.app).post(path).set('Authorization', user.auth()).send(body);

  it('saves a design just under 10 MB', async () => {
    const grid = gridOfStoredSize(MAX_DESIGN_BYTES - 64);
    const size = storedSize(grid);
    expect(size).toBeLessThanOrEqual(MAX_DESIGN_BYTES);
    expect(size).toBeGreaterThan(MAX_DESIGN_BYTES - 1024);
    const res = await post('/api/designs', { gridData: grid, title: 'Big' });
    expect(res.status).toBe(201);
    const read = await request(t.app).get(`/api/designs/${res.body.id}`).set('Authorization', user.auth());
    expect(serializedSize(JSON.stringify(read.body.gridData))).toBe(size);
  });

  it("refuses a design over 10 MB with 413 and the spec's message", async () => {
    const grid = gridOfStoredSize(MAX_DESIGN_BYTES + 200 * 1024);
    const res = await post('/api/designs', { gridData: grid });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'design_too_large', message: expect.any(String) } });
    expect(res.body.error.message).toMatch(
      /^Design is too large to save \(10\.\d MB\)\. Maximum size is 10 MB\.$/,
    );
    expect(res.body.error.message).toBe(designTooLargeMessage(serializedSize(JSON.stringify(grid))));
  });

  it('refuses a document that only passes 10 MB once its defaults are filled in', async () => {
    const grid = gridOfStoredSize(MAX_DESIGN_BYTES + 100);
    expect(serializedSize(JSON.stringify(grid))).toBeLessThanOrEqual(MAX_DESIGN_BYTES);
    const res = await post('/api/designs', { gridData: grid });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(designTooLargeMessage(storedSize(grid)));
  });

  it('applies to PATCH, publish and published-sites too', async () => {
    const design = await createDesign(t, user);
    const grid = gridOfStoredSize(MAX_DESIGN_BYTES + 200 * 1024);
    const responses = [
      await request(t.app)
        .patch(`/api/designs/${design.id}`)
        .set('Authorization', user.auth())
        .send({ gridData: grid }),
      await post(`/api/designs/${design.id}/publish`, { siteTitle: 'T', slug: uniqueSlug(), gridData: grid }),
      await post('/api/published-sites', { siteTitle: 'T', slug: uniqueSlug(), gridData: grid }),
    ];
    for (const res of responses) expect([res.status, res.body.error.code]).toEqual([413, 'design_too_large']);
  });

  it('refuses a body past the 12 MB parser limit with the same code, its size in the message', async () => {
    const body = JSON.stringify({ gridData: gridWithImages(13 * 1024 * 1024) });
    const res = await request(t.app)
      .post('/api/designs')
      .set('Authorization', user.auth())
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'design_too_large', message: designTooLargeMessage(Buffer.byteLength(body)) },
    });
  });

  it('reads no large body before authenticating', async () => {
    const res = await request(t.app)
      .post('/api/designs')
      .send({ gridData: gridWithImages(11 * 1024 * 1024) });
    expect(res.status).toBe(401);
  });
});
