import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';
import { dropColumn } from './dropColumn';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Issue 29: e-mail verification at sign-up and e-mail change confirmed at the new address.
async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('users', 'email_verified_at', { type: DataTypes.DATE(3), allowNull: true });
  // Accounts made before verification existed keep publishing: they count as verified since they were made.
  await qi.sequelize.query('UPDATE users SET email_verified_at = created_at');
  // A row is one link sent and not yet used; the link's token is never stored.
  await qi.createTable(
    'email_tokens',
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
      // 'verify' (the account's address) or 'change' (a new address, confirmed there).
      purpose: { type: DataTypes.STRING(16), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('email_tokens', ['user_id'], { name: 'email_tokens_user_id' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('email_tokens');
  await dropColumn(qi, 'users', 'email_verified_at');
}

export const emailAddressesMigration: Migration = { name: '0008-email-addresses', up, down };
