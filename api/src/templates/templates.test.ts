// Community templates: a signed-in user submits one of their designs (sanitised exactly as a publish stores it),
// an admin approves it into the public gallery or rejects it.
import request from 'supertest';
import { ADMIN_EMAIL, asUser, signUpAccount, useAdminTest, type Account } from '../admin/testSupport';
import { gridFixture, uniqueSlug } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';

jest.setTimeout(60_000);

/** A document as an old client or a direct database write could have left it: script, handler, javascript: link. */
function unsafeGrid() {
  const grid = gridFixture(2, (index) =>
    index === 0 ? '<p>Hello<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' : '<p>Box 2</p>',
  );
  return {
    ...grid,
    boxes: grid.boxes.map((box, index) =>
      index === 0 ? { ...box, style: { linkUrl: 'javascript:alert(3)', bgImageUrl: '/etc/passwd' } } : box,
    ),
  };
}

describe.each(testDatabases())('community templates on $label', (db) => {
  const t = useAdminTest(db);
  let admin: Account;
  let author: Account;

  beforeAll(async () => {
    admin = await signUpAccount(t().app, ADMIN_EMAIL);
  });
  beforeEach(async () => {
    author = await signUpAccount(t().app);
    await t().models.User.update({ fullName: 'Ada Lovelace' }, { where: { id: author.id } });
  });

  async function newDesign(owner: Account, grid: unknown = gridFixture(3)): Promise<string> {
    const res = await asUser(t().app, owner, 'post', '/api/designs', { title: 'Mine', gridData: grid });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }
  const submit = (owner: Account, body: object) =>
    asUser(t().app, owner, 'post', '/api/templates/submissions', body);
  const gallery = (query = '') => request(t().app).get(`/api/templates${query}`);

  it('submits, approves into the public gallery, and rejects out of it', async () => {
    const designId = await newDesign(author);
    const submitted = await submit(author, {
      designId,
      title: '  Bakery  ',
      category: 'Food',
      description: 'Menu and opening hours',
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      designId,
      title: 'Bakery',
      category: 'Food',
      description: 'Menu and opening hours',
      state: 'pending',
      rejectReason: null,
      createdAt: expect.any(String),
      reviewedAt: null,
    });
    const id = submitted.body.id as string;
    const listed = async () =>
      (await gallery()).body.items.map((item: { id: string }) => item.id) as string[];
    expect(await listed()).not.toContain(id);

    const pending = await asUser(t().app, admin, 'get', '/api/admin/templates');
    const queued = pending.body.items.find((item: { id: string }) => item.id === id);
    expect(queued).toMatchObject({
      state: 'pending',
      author: { id: author.id, email: author.email, name: 'Ada Lovelace' },
      gridData: { boxes: expect.any(Array) },
    });

    const approved = await asUser(t().app, admin, 'post', `/api/admin/templates/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, state: 'approved', reviewedByEmail: ADMIN_EMAIL });
    const publicList = await gallery();
    expect(publicList.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=300');
    const item = publicList.body.items.find((entry: { id: string }) => entry.id === id);
    expect(item).toEqual({
      id,
      title: 'Bakery',
      category: 'Food',
      description: 'Menu and opening hours',
      authorName: 'Ada Lovelace',
      approvedAt: expect.any(String),
      gridData: expect.objectContaining({ boxes: expect.any(Array) }),
    });
    expect(item).not.toHaveProperty('email');
    expect(JSON.stringify(publicList.body)).not.toContain(author.email);
    // Cacheable: a matching ETag answers 304.
    const revalidated = await gallery().set('If-None-Match', publicList.headers.etag as string);
    expect(revalidated.status).toBe(304);

    const rejected = await asUser(t().app, admin, 'post', `/api/admin/templates/${id}/reject`, {
      reason: 'Uses a photo we cannot share',
    });
    expect(rejected.body).toMatchObject({ state: 'rejected', rejectReason: 'Uses a photo we cannot share' });
    expect(await listed()).not.toContain(id);
    const mine = await asUser(t().app, author, 'get', '/api/templates/submissions/mine');
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id, state: 'rejected', rejectReason: 'Uses a photo we cannot share' }),
    ]);
    expect(mine.body.items[0]).not.toHaveProperty('gridData');
    expect((await asUser(t().app, admin, 'post', `/api/admin/templates/${id}/reject`)).body).toEqual({
      error: { code: 'invalid_state', message: 'This template is already rejected.' },
    });
  });

  it('a rejected submission never reaches the gallery', async () => {
    const id = (await submit(author, { designId: await newDesign(author), title: 'No', category: 'Media' }))
      .body.id as string;
    const rejected = await asUser(t().app, admin, 'post', `/api/admin/templates/${id}/reject`);
    expect(rejected.body).toMatchObject({ state: 'rejected', rejectReason: null });
    const everything = await gallery();
    expect(everything.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const rejectedList = await asUser(t().app, admin, 'get', '/api/admin/templates?state=rejected');
    expect(rejectedList.body.items.map((item: { id: string }) => item.id)).toContain(id);
  });

  it('stores the document sanitised exactly as publishing it would', async () => {
    // Written straight to the table, as an older server might have stored it.
    const design = await t().models.Design.create({
      userId: author.id,
      title: 'Old',
      gridData: JSON.stringify(unsafeGrid()),
    });
    const id = (await submit(author, { designId: design.id, title: 'Old one', category: 'Personal' })).body
      .id as string;
    const stored = await t().models.TemplateSubmission.findByPk(id);
    const site = await asUser(t().app, author, 'post', '/api/published-sites', {
      siteTitle: 'Same document',
      slug: uniqueSlug('sanitised'),
      gridData: unsafeGrid(),
    });
    expect(site.status).toBe(201);
    const published = await t().models.PublishedSite.findByPk(site.body.id);
    expect(JSON.parse(stored!.gridData)).toEqual(JSON.parse(published!.gridData));
    expect(stored!.gridData).not.toMatch(/script|onerror|javascript:|passwd/);
    expect(stored!.gridData).toContain('Hello');
  });

  it('validates the submission', async () => {
    const designId = await newDesign(author);
    const cases: [object, number, string, string][] = [
      [{ title: 'T', category: 'Food' }, 400, 'invalid_request', 'designId is required'],
      [{ designId, category: 'Food' }, 400, 'invalid_request', 'Template title is required'],
      [{ designId, title: '   ', category: 'Food' }, 400, 'invalid_request', 'Template title is required'],
      [
        { designId, title: 'x'.repeat(101), category: 'Food' },
        400,
        'invalid_request',
        'Template title must be at most 100 characters',
      ],
      [
        { designId, title: 'T', category: 'food' },
        400,
        'invalid_request',
        'Category must be one of: Personal, Portfolio, Business, Events, Food, Media',
      ],
      [
        { designId, title: 'T', category: 'Food', description: 'x'.repeat(501) },
        400,
        'invalid_request',
        'Description must be at most 500 characters',
      ],
      [{ designId: 'not-a-uuid', title: 'T', category: 'Food' }, 404, 'not_found', 'Design not found'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await submit(author, body);
      expect([body, res.status, res.body]).toEqual([body, status, { error: { code, message } }]);
    }
    // Another user's design answers like a missing one.
    const stranger = await signUpAccount(t().app);
    expect((await submit(stranger, { designId, title: 'Mine now', category: 'Food' })).status).toBe(404);
    expect((await request(t().app).post('/api/templates/submissions').send({ designId })).status).toBe(401);
    expect((await request(t().app).get('/api/templates/submissions/mine')).status).toBe(401);
    expect((await gallery('?category=Snacks')).status).toBe(400);
    expect((await gallery('?page=0')).status).toBe(400);
  });

  it('refuses a second pending submission of one design, and more than 5 pending', async () => {
    const designs = [];
    for (let i = 0; i < 6; i += 1) designs.push(await newDesign(author, gridFixture(1)));
    const first = await submit(author, { designId: designs[0], title: 'One', category: 'Events' });
    expect(first.status).toBe(201);
    expect((await submit(author, { designId: designs[0], title: 'Again', category: 'Events' })).body).toEqual(
      {
        error: { code: 'already_submitted', message: 'This design is already waiting for review.' },
      },
    );
    for (let i = 1; i < 5; i += 1)
      expect(
        (await submit(author, { designId: designs[i], title: `T${i}`, category: 'Events' })).status,
      ).toBe(201);
    const sixth = await submit(author, { designId: designs[5], title: 'Six', category: 'Events' });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toEqual({
      code: 'submission_limit',
      message:
        'You already have 5 templates waiting for review. Please wait for a decision before submitting another.',
    });
    // A decision frees a place.
    await asUser(t().app, admin, 'post', `/api/admin/templates/${first.body.id as string}/approve`);
    expect((await submit(author, { designId: designs[5], title: 'Six', category: 'Events' })).status).toBe(
      201,
    );
  });

  it('filters the gallery by category and pages it', async () => {
    const id = (await submit(author, { designId: await newDesign(author), title: 'Gig', category: 'Events' }))
      .body.id as string;
    await asUser(t().app, admin, 'post', `/api/admin/templates/${id}/approve`);
    const events = await gallery('?category=Events');
    expect(events.body).toMatchObject({ page: 1, pageSize: 24 });
    expect(events.body.items.every((item: { category: string }) => item.category === 'Events')).toBe(true);
    expect(events.body.items.map((item: { id: string }) => item.id)).toContain(id);
    expect(
      (await gallery('?category=Media')).body.items.map((item: { id: string }) => item.id),
    ).not.toContain(id);
    expect((await gallery('?page=2')).body.items).toEqual([]);
  });
});
