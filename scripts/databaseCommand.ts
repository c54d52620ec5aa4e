// The frame of the commands that work on the server's database (npm run admin-role, npm run remote): the config
// from the environment (DATABASE_URL, or the server's default), the schema migrated as the server would, the
// connection closed after, and the exit code (1 with the message for anything thrown).
import type { Sequelize } from 'sequelize';
import { loadServerConfig, type ServerConfig } from '../api/src/config';
import { createSequelize } from '../api/src/db/connect';
import { migrateUp } from '../api/src/db/migrate';

export function runDatabaseCommand(
  work: (context: { config: ServerConfig; sequelize: Sequelize }) => Promise<number>,
): void {
  const main = async () => {
    const config = loadServerConfig(process.env);
    const sequelize = createSequelize(config.databaseUrl);
    try {
      await migrateUp(sequelize);
      return await work({ config, sequelize });
    } finally {
      await sequelize.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
