// npm run admin-role -- grant|revoke <e-mail> | list: the admin role of an account, on the database DATABASE_URL
// names (the server's default without it). The work is api/src/admin/adminRoleCommand.ts.
import { adminRoleCommand } from '../api/src/admin/adminRoleCommand';
import { runDatabaseCommand } from './databaseCommand';

runDatabaseCommand(({ config, sequelize }) =>
  adminRoleCommand(process.argv.slice(2), {
    sequelize,
    adminEmails: config.admin.adminEmails,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
