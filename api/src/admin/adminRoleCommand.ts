// `npm run admin-role -- grant|revoke <e-mail>` (scripts/admin-role.ts): grants or revokes the stored admin role of
// an account (users.is_admin), with an audit row whose actor is null (the command, not a user).
import type { Sequelize } from 'sequelize';
import { defineModels } from '../db/models';
import { adminWrite } from './adminWrite';
import { recordAudit } from './audit';

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export interface AdminRoleCommandDeps extends CommandIo {
  sequelize: Sequelize;
  /** ADMIN_EMAILS, lower-cased: named in the output, since revoking the stored role does not touch them. */
  adminEmails: readonly string[];
}

export const ADMIN_ROLE_USAGE = [
  'Usage: npm run admin-role -- grant <e-mail>',
  '       npm run admin-role -- revoke <e-mail>',
  '       npm run admin-role -- list',
  'Grants or revokes the admin role of an existing account (DATABASE_URL picks the database, as for the server).',
].join('\n');

/** Exit codes: 0 done (or nothing to do), 1 no such account, 2 wrong usage. */
export async function adminRoleCommand(args: readonly string[], deps: AdminRoleCommandDeps): Promise<number> {
  const [verb, rawEmail, ...rest] = args;
  if (verb === 'list' && rawEmail === undefined) return listAdmins(deps);
  if ((verb !== 'grant' && verb !== 'revoke') || !rawEmail?.trim() || rest.length > 0) {
    deps.err(ADMIN_ROLE_USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const grant = verb === 'grant';
  const models = defineModels(deps.sequelize);
  const outcome = await adminWrite(deps.sequelize, `role:${email}`, async (transaction) => {
    const user = await models.User.findOne({ where: { email }, transaction });
    if (!user) return 'unknown' as const;
    if (Boolean(user.isAdmin) === grant) return 'unchanged' as const;
    await user.update({ isAdmin: grant }, { transaction, silent: true });
    const audit = {
      action: grant ? 'role.grant' : 'role.revoke',
      objectType: 'user',
      objectId: user.id,
      detail: `${email} (admin-role command)`,
    } as const;
    await recordAudit(models, null, audit, transaction);
    return 'changed' as const;
  });

  if (outcome === 'unknown') {
    deps.err(`No account has the e-mail ${email}. Sign it up first, then run this again.`);
    return 1;
  }
  if (grant) {
    deps.out(
      outcome === 'changed'
        ? `Granted the admin role to ${email}.`
        : `${email} already has the admin role: nothing changed.`,
    );
  } else {
    deps.out(
      outcome === 'changed'
        ? `Revoked the admin role of ${email}.`
        : `${email} had no admin role granted by this command: nothing changed.`,
    );
    if (deps.adminEmails.includes(email))
      deps.out(`${email} is still an admin through ADMIN_EMAILS: remove it there and restart the server.`);
  }
  return 0;
}

async function listAdmins(deps: AdminRoleCommandDeps): Promise<number> {
  const models = defineModels(deps.sequelize);
  const granted = await models.User.findAll({
    attributes: ['email'],
    where: { isAdmin: true },
    order: [['email', 'ASC']],
  });
  deps.out(
    `Granted by this command: ${granted.length ? granted.map((user) => user.email).join(', ') : 'none'}`,
  );
  deps.out(`ADMIN_EMAILS: ${deps.adminEmails.length ? deps.adminEmails.join(', ') : 'none'}`);
  return 0;
}
