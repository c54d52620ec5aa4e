import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };
const at = { type: DataTypes.DATE(3), allowNull: false };

// Issue 30: immutable remote releases, which one each remote serves, and who switched it when.
async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable(
    'remote_releases',
    {
      remote: { type: DataTypes.STRING(32), primaryKey: true, allowNull: false },
      // From the release's content hash: the same files are the same version.
      version: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      // Null: built here, served from RELEASES_DIR at /releases/<remote>/<version>/; else the team's own manifest.
      manifest_url: { type: DataTypes.STRING(2048), allowNull: true },
      git_commit: { type: DataTypes.STRING(64), allowNull: true },
      contract_version: { type: DataTypes.STRING(32), allowNull: false },
      // JSON: { "<package>": { "version", "requiredVersion" } } of the shared singletons it was built with.
      shared: { type: DataTypes.TEXT, allowNull: false },
      created_at: at,
    },
    tableOptions,
  );
  await qi.createTable(
    'remote_pointers',
    {
      remote: { type: DataTypes.STRING(32), primaryKey: true, allowNull: false },
      active_version: { type: DataTypes.STRING(64), allowNull: true },
      updated_at: at,
    },
    tableOptions,
  );
  await qi.createTable(
    'remote_activations',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      remote: { type: DataTypes.STRING(32), allowNull: false },
      // Null: back to the built dist (no release active).
      version: { type: DataTypes.STRING(64), allowNull: true },
      action: { type: DataTypes.STRING(16), allowNull: false },
      actor: { type: DataTypes.STRING(255), allowNull: false },
      created_at: at,
    },
    tableOptions,
  );
  await qi.addIndex('remote_activations', ['remote', 'id'], { name: 'remote_activations_remote_id' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('remote_activations');
  await qi.dropTable('remote_pointers');
  await qi.dropTable('remote_releases');
}

export const remoteReleasesMigration: Migration = { name: '0010-remote-releases', up, down };
