import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { initialSchema } from './migrations/0001-initial-schema';
import { sessionsMigration } from './migrations/0002-sessions';
import { uploadsMigration } from './migrations/0003-uploads';
import { appSettingsMigration } from './migrations/0004-app-settings';
import { adminMigration } from './migrations/0005-admin';
import { designRevisionsMigration } from './migrations/0006-design-revisions';
import { passwordResetsMigration } from './migrations/0007-password-resets';
import { emailAddressesMigration } from './migrations/0008-email-addresses';
import { insightsMigration } from './migrations/0009-insights';
import { remoteReleasesMigration } from './migrations/0010-remote-releases';
import { remoteCanaryMigration } from './migrations/0011-remote-canary';
import { siteSearchMigration } from './migrations/0012-site-search';
import { withMigrationLock, type MigrationLockOptions } from './migrationLock';

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
  designRevisionsMigration,
  passwordResetsMigration,
  emailAddressesMigration,
  insightsMigration,
  remoteReleasesMigration,
  remoteCanaryMigration,
  siteSearchMigration,
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

/**
 * Applies pending migrations under the migration lock (migrationLock.ts), so instances started together apply each
 * one once; returns the names applied (empty when up to date, or when another instance applied them meanwhile).
 */
export async function migrateUp(sequelize: Sequelize, lock?: MigrationLockOptions): Promise<string[]> {
  const applied = await withMigrationLock(sequelize, () => createMigrator(sequelize).up(), lock);
  return applied.map((m) => m.name);
}

/** Reverts migrations, by default all of them; returns the names reverted. */
export async function migrateDown(
  sequelize: Sequelize,
  { to = 0 }: { to?: 0 | string } = {},
): Promise<string[]> {
  const reverted = await withMigrationLock(sequelize, () => createMigrator(sequelize).down({ to }));
  return reverted.map((m) => m.name);
}
