import fc from 'fast-check';
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { createDesign, gridFixture, newUser, openApiTest, type ApiTest, type TestUser } from './testSupport';

jest.setTimeout(120_000);

// Bodies near the real shape reach deeper into validation than random JSON alone.
const boxLike = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 8 }), fc.jsonValue()),
    contentId: fc.oneof(fc.string(), fc.constantFrom('<script>x</script>', '<img src=x onerror=alert(1)>')),
    colSpan: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.double(), fc.jsonValue()),
    rowSpan: fc.integer({ min: -3, max: 20 }),
    order: fc.oneof(fc.integer(), fc.jsonValue()),
    style: fc.dictionary(
      fc.constantFrom('bgColor', 'linkUrl', 'iframeUrl', 'bgImageUrl', 'opacity'),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);
const gridLike = fc.record(
  {
    boxes: fc.oneof(fc.array(boxLike, { maxLength: 4 }), fc.jsonValue()),
    gridSettings: fc.oneof(
      fc.dictionary(
        fc.constantFrom('columnsCount', 'boxSpacing', 'containerBgColor', 'shape'),
        fc.jsonValue(),
      ),
      fc.jsonValue(),
    ),
    selectedBoxIds: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
    lastSelectedBoxId: fc.oneof(fc.constant(null), fc.string(), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
const designBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    { gridData: fc.oneof(gridLike, fc.jsonValue()), title: fc.oneof(fc.string(), fc.jsonValue()) },
    { requiredKeys: [] },
  ),
);

describe.each(testDatabases())('design bodies never answer 500 on $label', (db) => {
  let t: ApiTest;
  let user: TestUser;
  let designId: string;
  const numRuns = db.label === 'sqlite' ? 200 : 80;

  beforeAll(async () => {
    t = await openApiTest(db);
    user = await newUser(t.models);
    designId = (await createDesign(t, user, { gridData: gridFixture() })).id;
  });
  afterAll(() => db.cleanup());

  const send = (method: 'post' | 'patch', path: string, body: unknown) => {
    const client = request(t.app);
    return (method === 'post' ? client.post(path) : client.patch(path))
      .set('Authorization', user.auth())
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body) ?? 'null');
  };

  it('POST /designs', async () => {
    await fc.assert(
      fc.asyncProperty(designBody, async (body) => {
        const res = await send('post', '/api/designs', body);
        expect(res.status).toBeLessThan(500);
        expect([201, 400, 403, 413]).toContain(res.status);
        if (res.status !== 201) expect(res.body.error.message).toEqual(expect.any(String));
      }),
      { numRuns },
    );
  });

  it('PATCH /designs/:id', async () => {
    await fc.assert(
      fc.asyncProperty(designBody, async (body) => {
        const res = await send('patch', `/api/designs/${designId}`, body);
        expect([200, 400, 413]).toContain(res.status);
      }),
      { numRuns },
    );
    // Whatever was accepted is readable.
    expect(
      (await request(t.app).get(`/api/designs/${designId}`).set('Authorization', user.auth())).status,
    ).toBe(200);
  });
});
