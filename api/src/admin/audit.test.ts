// The audit log: one row per admin action, written with the action (a refused action leaves none), newest first.
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { adminRoleCommand } from './adminRoleCommand';
import { ADMIN_EMAIL, asUser, publishSite, signUpAccount, useAdminTest } from './testSupport';

jest.setTimeout(60_000);

describe.each(testDatabases())('the audit log on $label', (db) => {
  const t = useAdminTest(db);

  it('has a row for every kind of admin action, newest first, with who, what, which object and when', async () => {
    const { app } = t();
    const admin = await signUpAccount(app, ADMIN_EMAIL);
    const owner = await signUpAccount(app);
    const admin2 = await signUpAccount(app);
    const post = (path: string, body: object = {}) => asUser(app, admin, 'post', `/api/admin${path}`, body);

    const site = await publishSite(app, owner);
    const other = await publishSite(app, owner);
    const report = async (slug: string) =>
      (await request(app).post(`/api/published-sites/slug/${slug}/reports`).send({ reason: 'spam' })).body
        .id as string;
    const submit = async (designId: string) =>
      (
        await asUser(app, owner, 'post', '/api/templates/submissions', {
          designId,
          title: 'Tpl',
          category: 'Media',
        })
      ).body.id as string;

    const expected: [string, string, string][] = [];
    const did = (action: string, objectType: string, objectId: string) =>
      expected.push([action, objectType, objectId]);

    expect((await post(`/sites/${site.id}/takedown`, { reason: 'Malware' })).status).toBe(200);
    did('site.takedown', 'site', site.id);
    // Refused: no row.
    expect((await post(`/sites/${site.id}/takedown`, { reason: 'Again' })).status).toBe(409);
    expect((await post(`/sites/${site.id}/restore`)).status).toBe(200);
    did('site.restore', 'site', site.id);
    const dismissed = await report(site.slug);
    expect((await post(`/reports/${dismissed}/dismiss`)).status).toBe(200);
    did('report.dismiss', 'report', dismissed);
    const acted = await report(other.slug);
    expect((await post(`/reports/${acted}/act`)).status).toBe(200);
    did('site.takedown', 'site', other.id);
    did('report.act', 'report', acted);
    const approved = await submit(site.designId);
    expect((await post(`/templates/${approved}/approve`)).status).toBe(200);
    did('template.approve', 'template', approved);
    const rejected = await submit(other.designId);
    expect((await post(`/templates/${rejected}/reject`, { reason: 'Blurry' })).status).toBe(200);
    did('template.reject', 'template', rejected);
    expect((await post(`/users/${owner.id}/disable`)).status).toBe(200);
    did('user.disable', 'user', owner.id);
    expect((await post(`/users/${owner.id}/enable`)).status).toBe(200);
    did('user.enable', 'user', owner.id);
    const cli = { sequelize: t().sequelize, adminEmails: [], out: () => undefined, err: () => undefined };
    expect(await adminRoleCommand(['grant', admin2.email], cli)).toBe(0);
    did('role.grant', 'user', admin2.id);
    expect(await adminRoleCommand(['revoke', admin2.email], cli)).toBe(0);
    did('role.revoke', 'user', admin2.id);

    const log = await asUser(app, admin, 'get', '/api/admin/audit');
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ page: 1, pageSize: 50, total: expected.length });
    const items = log.body.items as Record<string, unknown>[];
    expect(items.map((item) => [item.action, item.objectType, item.objectId])).toEqual(
      [...expected].reverse(),
    );
    for (const item of items) {
      const byCli = String(item.action).startsWith('role.');
      expect(item).toEqual({
        id: expect.any(Number),
        actorUserId: byCli ? null : admin.id,
        actorEmail: byCli ? null : ADMIN_EMAIL,
        action: item.action,
        objectType: item.objectType,
        objectId: item.objectId,
        detail: expect.any(String),
        createdAt: expect.any(String),
      });
    }
    const takedown = items.find((item) => item.action === 'site.takedown' && item.objectId === site.id);
    expect(takedown?.detail).toBe(`${site.slug}: Malware`);
    expect(items.find((item) => item.action === 'template.reject')?.detail).toBe('Tpl: Blurry');

    expect((await asUser(app, admin, 'get', '/api/admin/audit?page=2')).body.items).toEqual([]);
  });
});
