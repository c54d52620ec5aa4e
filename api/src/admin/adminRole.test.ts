// The admin role: ADMIN_EMAILS (case-insensitive) and the admin-role command's grant and revoke, run against the
// test database, then checked through GET /api/admin/me.
import { loadServerConfig } from '../config';
import { testDatabases } from '../testing/databases';
import { parseAdminEmails } from './adminConfig';
import { adminRoleCommand, ADMIN_ROLE_USAGE } from './adminRoleCommand';
import { asUser, signUpAccount, useAdminTest } from './testSupport';

jest.setTimeout(60_000);

describe('ADMIN_EMAILS', () => {
  it('is comma-separated and case-insensitive, blanks ignored', () => {
    expect(parseAdminEmails(' Ada@Example.org, ,bob@example.org,ADA@example.org ')).toEqual([
      'ada@example.org',
      'bob@example.org',
    ]);
    expect(parseAdminEmails(undefined)).toEqual([]);
    expect(parseAdminEmails('')).toEqual([]);
    expect(loadServerConfig({ ADMIN_EMAILS: 'X@Y.org' }).admin.adminEmails).toEqual(['x@y.org']);
  });

  it('refuses what is no e-mail address, naming it', () => {
    expect(() => parseAdminEmails('ada@example.org;bob@example.org')).toThrow(
      'ADMIN_EMAILS must be comma-separated e-mail addresses, got "ada@example.org;bob@example.org"',
    );
    expect(() => parseAdminEmails('admin')).toThrow('got "admin"');
  });

  it('has a default report limit of 5 per 60 minutes, configurable', () => {
    expect(loadServerConfig({}).admin.reportRateLimit).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(
      loadServerConfig({ REPORT_RATE_LIMIT_MAX: '9', REPORT_RATE_LIMIT_WINDOW_MINUTES: '5' }).admin
        .reportRateLimit,
    ).toEqual({ limit: 9, windowMs: 300_000 });
  });
});

describe.each(testDatabases())('the admin role on $label', (db) => {
  const t = useAdminTest(db, { ADMIN_EMAILS: 'Chief@Example.org' });

  function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = adminRoleCommand(args, {
      sequelize: t().sequelize,
      adminEmails: t().config.admin.adminEmails,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return code.then((exit) => ({ exit, out, err }));
  }
  const me = async (account: Awaited<ReturnType<typeof signUpAccount>>) =>
    (await asUser(t().app, account, 'get', '/api/admin/me')).status;

  it('makes the ADMIN_EMAILS account an admin, whatever the case of its e-mail', async () => {
    const chief = await signUpAccount(t().app, 'chief@example.org');
    expect(await me(chief)).toBe(200);
    expect(await me(await signUpAccount(t().app))).toBe(403);
  });

  it('grants and revokes the role with the command, with an audit row each and a clear output', async () => {
    const user = await signUpAccount(t().app, 'Grace@Example.org');
    expect(await me(user)).toBe(403);

    const granted = await run('grant', '  GRACE@example.org ');
    expect(granted).toEqual({ exit: 0, out: ['Granted the admin role to grace@example.org.'], err: [] });
    expect(await me(user)).toBe(200);
    expect((await run('grant', 'grace@example.org')).out).toEqual([
      'grace@example.org already has the admin role: nothing changed.',
    ]);

    const revoked = await run('revoke', 'grace@example.org');
    expect(revoked).toEqual({ exit: 0, out: ['Revoked the admin role of grace@example.org.'], err: [] });
    expect(await me(user)).toBe(403);

    const rows = await t().models.AuditEntry.findAll({
      where: { objectId: user.id },
      order: [['id', 'ASC']],
    });
    expect(rows.map((row) => [row.action, row.actorUserId, row.actorEmail, row.objectType])).toEqual([
      ['role.grant', null, null, 'user'],
      ['role.revoke', null, null, 'user'],
    ]);
    expect(rows[0]?.detail).toBe('grace@example.org (admin-role command)');
  });

  it('says when revoking leaves an ADMIN_EMAILS admin in place', async () => {
    await signUpAccount(t().app, 'chief2@example.org');
    const out: string[] = [];
    const exit = await adminRoleCommand(['revoke', 'chief2@example.org'], {
      sequelize: t().sequelize,
      adminEmails: ['chief2@example.org'],
      out: (line) => out.push(line),
      err: () => undefined,
    });
    expect(exit).toBe(0);
    expect(out).toEqual([
      'chief2@example.org had no admin role granted by this command: nothing changed.',
      'chief2@example.org is still an admin through ADMIN_EMAILS: remove it there and restart the server.',
    ]);
  });

  it('exits non-zero with a clear message for an unknown e-mail or wrong usage, changing nothing', async () => {
    const before = await t().models.AuditEntry.count();
    expect(await run('grant', 'nobody@example.org')).toEqual({
      exit: 1,
      out: [],
      err: ['No account has the e-mail nobody@example.org. Sign it up first, then run this again.'],
    });
    for (const args of [[], ['grant'], ['promote', 'a@b.c'], ['grant', 'a@b.c', 'extra'], ['list', 'x']]) {
      expect(await run(...args)).toEqual({ exit: 2, out: [], err: [ADMIN_ROLE_USAGE] });
    }
    expect(await t().models.AuditEntry.count()).toBe(before);
  });

  it('lists who has the role', async () => {
    await signUpAccount(t().app, 'listed@example.org');
    await run('grant', 'listed@example.org');
    const listed = await run('list');
    expect(listed.exit).toBe(0);
    expect(listed.out[0]).toContain('listed@example.org');
    expect(listed.out[1]).toBe('ADMIN_EMAILS: chief@example.org');
  });
});
