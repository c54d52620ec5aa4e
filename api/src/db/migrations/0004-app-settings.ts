import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Values every instance on the same database must share (the generated token secret).
async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable(
    'app_settings',
    {
      name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      value: { type: DataTypes.TEXT, allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('app_settings');
}

export const appSettingsMigration: Migration = { name: '0004-app-settings', up, down };
