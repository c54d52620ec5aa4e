import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';
import { dropColumn } from './dropColumn';

const counter = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

// Issue 30: a remote's canary (a candidate release served to a share of visitors) and each release's loads and
// failures as the shells report them, which switch a failing canary off.
async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('remote_pointers', 'canary_version', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addColumn('remote_pointers', 'canary_percent', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('remote_releases', 'loads', counter);
  await qi.addColumn('remote_releases', 'failures', counter);
}

async function down(qi: QueryInterface): Promise<void> {
  await dropColumn(qi, 'remote_releases', 'failures');
  await dropColumn(qi, 'remote_releases', 'loads');
  await dropColumn(qi, 'remote_pointers', 'canary_percent');
  await dropColumn(qi, 'remote_pointers', 'canary_version');
}

export const remoteCanaryMigration: Migration = { name: '0011-remote-canary', up, down };
