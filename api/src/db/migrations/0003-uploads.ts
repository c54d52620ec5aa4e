import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Uploaded images, content-addressed: one row per distinct file (its bytes here, or in UPLOADS_DIR), and one link
// per user who uploaded it (quota and the sweep of unreferenced uploads work per user). created_at is the model's
// lastUsedAt: set when the row is made, moved forward while the upload is in use (db/models/uploads.ts).
async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable(
    'upload_blobs',
    {
      // Hex SHA-256 of the bytes.
      hash: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      ext: { type: DataTypes.STRING(8), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      width: { type: DataTypes.INTEGER, allowNull: false },
      height: { type: DataTypes.INTEGER, allowNull: false },
      // The bytes (database driver); null when a directory driver keeps them.
      data: { type: DataTypes.BLOB('long'), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.createTable(
    'upload_owners',
    {
      user_id: {
        type: DataTypes.UUID,
        primaryKey: true,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      hash: {
        type: DataTypes.STRING(64),
        primaryKey: true,
        allowNull: false,
        references: { model: 'upload_blobs', key: 'hash' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      size: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('upload_owners', ['hash'], { name: 'upload_owners_hash' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('upload_owners');
  await qi.dropTable('upload_blobs');
}

export const uploadsMigration: Migration = { name: '0003-uploads', up, down };
