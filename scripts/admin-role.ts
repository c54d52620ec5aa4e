// npm run admin-role -- grant|revoke <e-mail> | list: the admin role of an account, on the database DATABASE_URL
// names (the server's default without it). The work is api/src/admin/adminRoleCommand.ts.
import { adminRoleCommand } from '../api/src/admin/adminRoleCommand';
import { loadServerConfig } from '../api/src/config';
import { createSequelize } from '../api/src/db/connect';
import { migrateUp } from '../api/src/db/migrate';

async function main(): Promise<number> {
  const config = loadServerConfig(process.env);
  const sequelize = createSequelize(config.databaseUrl);
  try {
    // The same schema the server would run on (it migrates on start too).
    await migrateUp(sequelize);
    return await adminRoleCommand(process.argv.slice(2), {
      sequelize,
      adminEmails: config.admin.adminEmails,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await sequelize.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
