// Nothing the admin tables hold may stop an account or a site from being deleted ('delete my account' removes the
// user's designs, sites and then the user): reports go with their site, submissions with their author, and the
// admin who reviewed or acted becomes null (the audit row keeps their e-mail).
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { ADMIN_EMAIL, asUser, publishSite, signUpAccount, useAdminTest } from './testSupport';

jest.setTimeout(60_000);

describe.each(testDatabases())('deleting users and sites with admin rows on $label', (db) => {
  const t = useAdminTest(db);

  async function withHistory() {
    const { app } = t();
    const owner = await signUpAccount(app);
    const site = await publishSite(app, owner);
    const kept = await publishSite(app, owner);
    const report = async (slug: string) =>
      (await request(app).post(`/api/published-sites/slug/${slug}/reports`).send({ reason: 'abuse' })).body
        .id as string;
    const reportIds = [await report(site.slug), await report(site.slug), await report(kept.slug)];
    const submission = (
      await asUser(app, owner, 'post', '/api/templates/submissions', {
        designId: site.designId,
        title: 'Mine',
        category: 'Portfolio',
      })
    ).body.id as string;
    return { owner, site, kept, reportIds, submission };
  }

  /** What the account-deletion service does: designs, sites, then the user, in one transaction. */
  async function deleteAccount(userId: string) {
    const { sequelize, models } = t();
    await sequelize.transaction(async (transaction) => {
      await models.Design.destroy({ where: { userId }, transaction });
      await models.PublishedSite.destroy({ where: { userId }, transaction });
      await models.User.destroy({ where: { id: userId }, transaction });
    });
  }

  it('deletes an owner with reported sites, submissions and audit rows about them', async () => {
    const { models } = t();
    const admin = await signUpAccount(t().app, ADMIN_EMAIL);
    const { owner, site, reportIds, submission } = await withHistory();
    await asUser(t().app, admin, 'post', `/api/admin/reports/${reportIds[0]!}/act`);
    await asUser(t().app, admin, 'post', `/api/admin/templates/${submission}/approve`);
    await asUser(t().app, admin, 'post', `/api/admin/users/${owner.id}/disable`);
    expect(await models.AuditEntry.count({ where: { objectId: owner.id } })).toBe(1);

    await deleteAccount(owner.id);

    expect(await models.User.findByPk(owner.id)).toBeNull();
    expect(await models.SiteReport.count({ where: { id: reportIds } })).toBe(0);
    expect(await models.TemplateSubmission.findByPk(submission)).toBeNull();
    expect((await request(t().app).get('/api/templates')).body.items).toEqual([]);
    // The log outlives what it names: the takedown, the act, the disable.
    expect(await models.AuditEntry.count({ where: { objectId: [owner.id, site.id, reportIds[0]!] } })).toBe(
      3,
    );
    await models.User.destroy({ where: { id: admin.id } });
  });

  it('deletes an admin who reviewed reports and templates and acted, keeping the log with their e-mail', async () => {
    const { models } = t();
    const admin = await signUpAccount(t().app, ADMIN_EMAIL);
    const { owner, reportIds, submission } = await withHistory();
    await asUser(t().app, admin, 'post', `/api/admin/reports/${reportIds[2]!}/dismiss`);
    await asUser(t().app, admin, 'post', `/api/admin/templates/${submission}/reject`, { reason: 'No' });
    const acted = await models.AuditEntry.count({ where: { actorUserId: admin.id } });
    expect(acted).toBe(2);

    // Only the user row: its sessions, designs and sites go by ON DELETE CASCADE.
    await models.User.destroy({ where: { id: admin.id } });

    const report = await models.SiteReport.findByPk(reportIds[2]!);
    expect(report).toMatchObject({ state: 'dismissed', reviewedByUserId: null });
    expect(await models.TemplateSubmission.findByPk(submission)).toMatchObject({
      state: 'rejected',
      reviewedByUserId: null,
    });
    const rows = await models.AuditEntry.findAll({ where: { actorEmail: ADMIN_EMAIL } });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.actorUserId).toBeNull();
    await deleteAccount(owner.id);
  });

  it('deletes a site with reports, and a design a submission was made from (the submission keeps its copy)', async () => {
    const { models } = t();
    const { owner, site, kept, reportIds, submission } = await withHistory();
    await asUser(t().app, owner, 'post', `/api/designs/${kept.designId}/unpublish/${kept.id}`);
    expect(await models.SiteReport.findByPk(reportIds[2]!)).toBeNull();
    expect(await models.SiteReport.count({ where: { siteId: site.id } })).toBe(2);

    expect((await asUser(t().app, owner, 'delete', `/api/designs/${site.designId}`)).status).toBe(204);
    const kept2 = await models.TemplateSubmission.findByPk(submission);
    expect(kept2).toMatchObject({ designId: null, state: 'pending' });
    expect(JSON.parse(kept2!.gridData)).toHaveProperty('boxes');
    await deleteAccount(owner.id);
    expect(await models.TemplateSubmission.count({ where: { userId: owner.id } })).toBe(0);
  });
});
