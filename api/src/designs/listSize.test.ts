import request from 'supertest';
import { MAX_DESIGN_BYTES, serializedSize } from '@bento/core';
import { testDatabases } from '../testing/databases';
import { createDesign, gridFixture, newUser, openApiTest, type ApiTest, type TestUser } from './testSupport';

jest.setTimeout(30_000);

// GET /designs?include=size: each design's stored size, for the project table (bytes and share of the 10 MB limit).
describe.each(testDatabases())('GET /api/designs?include=size on $label', (db) => {
  let t: ApiTest;
  let user: TestUser;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());
  beforeEach(async () => {
    user = await newUser(t.models);
  });

  const get = (path: string) => request(t.app).get(path).set('Authorization', user.auth());
  /** What the size limit measures: the UTF-8 bytes of the document as stored. */
  const storedBytes = async (id: string) => {
    const record = await t.models.Design.findByPk(id);
    return serializedSize(record!.gridData);
  };
  type Item = { id: string; sizeBytes?: number; gridData?: unknown };

  it('answers each design’s stored bytes, counting multi-byte characters as the limit does', async () => {
    const plain = await createDesign(t, user, { title: 'Plain', gridData: gridFixture(1) });
    // 'é', '☕' and '日本' are 2, 3 and 3+3 bytes: a count of characters would be smaller.
    const accents = await createDesign(t, user, {
      title: 'Accents',
      gridData: gridFixture(3, (index) => `<p>Café ☕ 日本 ${index}</p>`),
    });
    const res = await get('/api/designs?include=size');
    expect(res.status).toBe(200);
    const byId = new Map<string, Item>(res.body.items.map((item: Item) => [item.id, item]));
    expect(byId.get(plain.id)!.sizeBytes).toBe(await storedBytes(plain.id));
    expect(byId.get(accents.id)!.sizeBytes).toBe(await storedBytes(accents.id));
    const record = await t.models.Design.findByPk(accents.id);
    expect(byId.get(accents.id)!.sizeBytes).toBeGreaterThan(record!.gridData.length);
    for (const item of byId.values()) {
      expect(item.sizeBytes).toBeLessThan(MAX_DESIGN_BYTES);
      expect(item.gridData).toBeUndefined();
    }
  });

  it('follows an update, combines with gridData, and is left out unless asked for', async () => {
    const design = await createDesign(t, user, { gridData: gridFixture(1) });
    const before = (await get('/api/designs?include=size')).body.items[0].sizeBytes as number;
    await request(t.app)
      .patch(`/api/designs/${design.id}`)
      .set('Authorization', user.auth())
      .send({ gridData: gridFixture(6) })
      .expect(200);
    const both = await get('/api/designs?include=gridData,size');
    const [item] = both.body.items as Item[];
    expect(item!.sizeBytes).toBe(await storedBytes(design.id));
    expect(item!.sizeBytes).toBeGreaterThan(before);
    expect(serializedSize(JSON.stringify(item!.gridData))).toBe(item!.sizeBytes);

    const light = await get('/api/designs');
    expect(light.body.items[0]).not.toHaveProperty('sizeBytes');
    const unknown = await get('/api/designs?include=sizes&include=');
    expect(unknown.status).toBe(200);
    expect(unknown.body.items[0]).not.toHaveProperty('sizeBytes');
  });

  it('lists only the caller’s designs, with an empty list for a new user', async () => {
    const other = await newUser(t.models);
    await createDesign(t, other, { title: 'Not yours' });
    const res = await get('/api/designs?include=size');
    expect(res.body.items).toEqual([]);
  });
});
