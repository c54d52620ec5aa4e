import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Issue 29: password reset by e-mail. A row is one link sent and not yet used; the link's token is never stored.
async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable(
    'password_reset_tokens',
    {
      // SHA-256 (hex) of the token in the link.
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
  await qi.addIndex('password_reset_tokens', ['user_id'], { name: 'password_reset_tokens_user_id' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('password_reset_tokens');
}

export const passwordResetsMigration: Migration = { name: '0007-password-resets', up, down };
