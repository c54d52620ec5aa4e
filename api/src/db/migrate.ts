import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { initialSchema } from './migrations/0001-initial-schema';
import { sessionsMigration } from './migrations/0002-sessions';
import { uploadsMigration } from './migrations/0003-uploads';
import { appSettingsMigration } from './migrations/0004-app-settings';
import { adminMigration } from './migrations/0005-admin';

export interface Migration {
  /** Stored in SequelizeMeta once applied; never rename. */
  name: string;
  up(queryInterface: QueryInterface): Promise<void>;
  down(queryInterface: QueryInterface): Promise<void>;
}

// Listed explicitly (no glob) so the same list runs under node, jest and any bundler. Append only.
export const migrations: readonly Migration[] = [
  initialSchema,
  sessionsMigration,
  uploadsMigration,
  appSettingsMigration,
  adminMigration,
];

export function createMigrator(sequelize: Sequelize): Umzug<QueryInterface> {
  return new Umzug<QueryInterface>({
    migrations: migrations.map((migration) => ({
      name: migration.name,
      up: ({ context }) => migration.up(context),
      down: ({ context }) => migration.down(context),
    })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize }),
    logger: undefined,
  });
}

/** Applies pending migrations; returns the names applied (empty when up to date). */
export async function migrateUp(sequelize: Sequelize): Promise<string[]> {
  const applied = await createMigrator(sequelize).up();
  return applied.map((m) => m.name);
}

/** Reverts migrations, by default all of them; returns the names reverted. */
export async function migrateDown(
  sequelize: Sequelize,
  { to = 0 }: { to?: 0 | string } = {},
): Promise<string[]> {
  const reverted = await createMigrator(sequelize).down({ to });
  return reverted.map((m) => m.name);
}
