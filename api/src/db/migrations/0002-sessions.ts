import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable(
    'sessions',
    {
      // SHA-256 (hex) of the cookie's random token: a leaked table holds no usable cookie.
      id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      user_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('sessions', ['user_id'], { name: 'sessions_user_id' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('sessions');
}

export const sessionsMigration: Migration = { name: '0002-sessions', up, down };
