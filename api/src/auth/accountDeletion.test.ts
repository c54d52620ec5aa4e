// DELETE /api/auth/account against a real database (SQLite, and MariaDB with MYSQL_URL): the account goes with its
// designs, sites, sessions and uploads, with the admin tables of migration 0005 holding rows that name it.
import request from 'supertest';
import type { Express } from 'express';
import { gridFixture, uniqueSlug } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { JPEG_3X2, PNG_3X2, WEBP_VP8X_3X2, storedHashOf } from '../uploads/testImages';
import { SESSION_COOKIE } from './cookies';
import { SETTINGS_MESSAGES } from './settingsValidation';
import {
  cookiePair,
  PROTECTED_PATH,
  setCookieLine,
  signUpForTest,
  verifyForTest,
  STRONG_PASSWORD,
  useAuthTestApp,
} from './testing';

jest.setTimeout(60_000);

interface Account {
  userId: string;
  email: string;
  cookie: string;
  bearer: () => Promise<string>;
}

async function newAccount(app: Express, email: string): Promise<Account> {
  const { cookie, userId } = await signUpForTest(app, email);
  await verifyForTest(app, email);
  const bearer = async () => {
    const res = await request(app).get('/api/auth/token').set('Cookie', cookie);
    return `Bearer ${res.body.token as string}`;
  };
  return { userId, email, cookie, bearer };
}

async function upload(app: Express, account: Account, bytes: Buffer, type: string): Promise<string> {
  const res = await request(app)
    .post('/api/uploads')
    .set('Authorization', await account.bearer())
    .set('Content-Type', type)
    .send(bytes);
  if (res.status !== 201 && res.status !== 200) throw new Error(`upload: ${res.status}`);
  return res.body.url as string;
}

/** A design whose boxes show the given images, and (when `slug` is given) its published site. */
async function designShowing(app: Express, account: Account, urls: string[], slug?: string) {
  const grid = gridFixture(urls.length || 1);
  urls.forEach((url, index) => Object.assign(grid.boxes[index]!, { style: { bgImageUrl: url } }));
  const design = await request(app)
    .post('/api/designs')
    .set('Authorization', await account.bearer())
    .send({ title: 'Mine', gridData: grid });
  expect(design.status).toBe(201);
  if (!slug) return { designId: design.body.id as string, siteId: null };
  const site = await request(app)
    .post(`/api/designs/${design.body.id}/publish`)
    .set('Authorization', await account.bearer())
    .send({ siteTitle: 'Mine', slug });
  expect(site.status).toBe(201);
  return { designId: design.body.id as string, siteId: site.body.id as string };
}

describe.each(testDatabases())('DELETE /api/auth/account on $label', (db) => {
  const { t, freshEmail } = useAuthTestApp(db, 'deleted');
  const remove = async (account: Account, body: unknown) =>
    request(t.app)
      .delete('/api/auth/account')
      .set('Authorization', await account.bearer())
      .send(body as object);

  it('deletes the account with its designs, sites, sessions and own uploads; the rest of the data stays', async () => {
    const { models } = t;
    const owner = await newAccount(t.app, freshEmail());
    const other = await newAccount(t.app, freshEmail());
    const elsewhere = await request(t.app)
      .post('/api/auth/local/sign-in')
      .send({ email: owner.email, password: STRONG_PASSWORD });
    const elsewhereCookie = cookiePair(setCookieLine(elsewhere, SESSION_COOKIE));
    const oldBearer = await owner.bearer();

    // Files: only the owner's (PNG), also linked by the other user (JPEG), shown by the other's design (WebP).
    const png = await upload(t.app, owner, PNG_3X2, 'image/png');
    const jpeg = await upload(t.app, owner, JPEG_3X2, 'image/jpeg');
    await upload(t.app, other, JPEG_3X2, 'image/jpeg');
    const webp = await upload(t.app, owner, WEBP_VP8X_3X2, 'image/webp');
    const slugs = [uniqueSlug('gone'), uniqueSlug('gone')];
    const first = await designShowing(t.app, owner, [png, jpeg, webp], slugs[0]);
    await designShowing(t.app, owner, [], slugs[1]);
    const kept = await designShowing(t.app, other, [webp], uniqueSlug('kept'));
    for (const slug of slugs) {
      expect((await request(t.app).get(`/api/published-sites/slug/${slug}`)).status).toBe(200);
    }

    // Admin records (migration 0005) that name the owner or the owner's site.
    const ownReport = await models.SiteReport.create({ siteId: first.siteId!, reason: 'spam' });
    const reviewed = await models.SiteReport.create({
      siteId: kept.siteId!,
      reason: 'abuse',
      state: 'dismissed',
      reviewedByUserId: owner.userId,
      reviewedAt: new Date(),
    });
    await models.TemplateSubmission.create({
      userId: owner.userId,
      designId: first.designId,
      title: 'Mine',
      category: 'portfolio',
      gridData: '{}',
    });
    const othersSubmission = await models.TemplateSubmission.create({
      userId: other.userId,
      designId: kept.designId,
      title: 'Theirs',
      category: 'portfolio',
      gridData: '{}',
      state: 'approved',
      reviewedByUserId: owner.userId,
      reviewedAt: new Date(),
    });
    const audit = await models.AuditEntry.create({
      actorUserId: owner.userId,
      actorEmail: owner.email,
      action: 'site.takedown',
      objectType: 'site',
      objectId: kept.siteId!,
    });

    const res = await remove(owner, { password: STRONG_PASSWORD, confirm: ` ${owner.email.toUpperCase()} ` });
    expect(res.status).toBe(204);
    expect(setCookieLine(res, SESSION_COOKIE)).toMatch(/^bento_session=;.*Expires=Thu, 01 Jan 1970/);

    const where = { userId: owner.userId };
    expect(await models.User.findByPk(owner.userId)).toBeNull();
    expect(await models.Design.count({ where })).toBe(0);
    expect(await models.PublishedSite.count({ where })).toBe(0);
    expect(await models.Session.count({ where })).toBe(0);
    expect(await models.UploadOwner.count({ where })).toBe(0);
    expect(await models.TemplateSubmission.count({ where })).toBe(0);
    expect(await models.SiteReport.findByPk(ownReport.id)).toBeNull();
    expect((await models.SiteReport.findByPk(reviewed.id))?.reviewedByUserId).toBeNull();
    expect((await models.TemplateSubmission.findByPk(othersSubmission.id))?.reviewedByUserId).toBeNull();
    expect(await models.AuditEntry.findByPk(audit.id)).toMatchObject({
      actorUserId: null,
      actorEmail: owner.email,
    });
    // The owner's own file is gone; a file another user links to or shows stays.
    expect(await models.UploadBlob.findByPk(storedHashOf(png))).toBeNull();
    expect((await request(t.app).get(png)).status).toBe(404);
    expect(await models.UploadBlob.findByPk(storedHashOf(jpeg))).not.toBeNull();
    expect(await models.UploadBlob.findByPk(storedHashOf(webp))).not.toBeNull();
    expect((await request(t.app).get(webp)).status).toBe(200);
    // The other user's data is whole.
    expect(await models.Design.count({ where: { userId: other.userId } })).toBe(1);
    expect(await models.PublishedSite.count({ where: { userId: other.userId } })).toBe(1);

    // The sites stop answering at once (they were cached), their slugs are free; nothing of the account opens.
    for (const slug of slugs) {
      expect((await request(t.app).get(`/api/published-sites/slug/${slug}`)).status).toBe(404);
    }
    for (const cookie of [owner.cookie, elsewhereCookie]) {
      const session = await request(t.app).get('/api/auth/session').set('Cookie', cookie);
      expect(session.body).toEqual({ user: null });
    }
    expect((await request(t.app).get(PROTECTED_PATH).set('Authorization', oldBearer)).status).toBe(401);
    const signIn = await request(t.app)
      .post('/api/auth/local/sign-in')
      .send({ email: owner.email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(401);
    // The e-mail can be used for a new account.
    expect((await signUpForTest(t.app, owner.email)).userId).not.toBe(owner.userId);
  });

  it('needs the e-mail typed as confirmation, then the right password; a refusal deletes nothing', async () => {
    const owner = await newAccount(t.app, freshEmail());
    const slug = uniqueSlug('stays');
    await designShowing(t.app, owner, [], slug);

    const cases: [unknown, number, string, string][] = [
      [
        { password: STRONG_PASSWORD, confirm: 'someone@example.org' },
        400,
        'confirmation_mismatch',
        SETTINGS_MESSAGES.confirm,
      ],
      [{ password: STRONG_PASSWORD }, 400, 'confirmation_mismatch', SETTINGS_MESSAGES.confirm],
      [{ confirm: owner.email }, 400, 'invalid_password', SETTINGS_MESSAGES.password],
      [
        { password: 'not my password', confirm: owner.email },
        403,
        'wrong_password',
        SETTINGS_MESSAGES.wrongPassword,
      ],
      [[owner.email], 400, 'invalid_body', 'Request body must be a JSON object.'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await remove(owner, body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: { code, message } });
    }
    expect(await t.models.User.findByPk(owner.userId)).not.toBeNull();
    expect((await request(t.app).get(`/api/published-sites/slug/${slug}`)).status).toBe(200);
    expect((await request(t.app).delete('/api/auth/account').send({})).status).toBe(401);
  });
});
