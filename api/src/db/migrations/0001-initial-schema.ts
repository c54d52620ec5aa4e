import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

// Explicit options so MySQL/MariaDB tables hold any Unicode text; SQLite ignores them.
const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// DATETIME(3) on MySQL: auto-save ordering needs sub-second precision.
const timestamps = {
  created_at: { type: DataTypes.DATE(3), allowNull: false },
  updated_at: { type: DataTypes.DATE(3), allowNull: false },
};

const userRef = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

// Up to 10 MB of JSON: LONGTEXT on MySQL (plain TEXT stops at 64 KB). SQLite's TEXT has no size variants.
function longText(qi: QueryInterface) {
  return qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
}

async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable(
    'users',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      password_hash: { type: DataTypes.STRING(255), allowNull: true },
      full_name: { type: DataTypes.STRING(255), allowNull: true },
      avatar_url: { type: DataTypes.STRING(2048), allowNull: true },
      clerk_user_id: { type: DataTypes.STRING(255), allowNull: true },
      ...timestamps,
    },
    tableOptions,
  );
  await qi.addIndex('users', ['email'], { name: 'users_email_unique', unique: true });
  await qi.addIndex('users', ['clerk_user_id'], { name: 'users_clerk_user_id_unique', unique: true });

  await qi.createTable(
    'designs',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      user_id: userRef,
      title: { type: DataTypes.STRING(255), allowNull: false },
      grid_data: { type: longText(qi), allowNull: false },
      ...timestamps,
    },
    tableOptions,
  );
  await qi.addIndex('designs', ['user_id', 'updated_at'], { name: 'designs_user_id_updated_at' });

  await qi.createTable(
    'published_sites',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      user_id: userRef,
      design_id: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'designs', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      site_title: { type: DataTypes.STRING(255), allowNull: false },
      site_description: { type: DataTypes.TEXT, allowNull: true },
      slug: { type: DataTypes.STRING(100), allowNull: false },
      published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      grid_data: { type: longText(qi), allowNull: false },
      ...timestamps,
    },
    tableOptions,
  );
  await qi.addIndex('published_sites', ['slug'], { name: 'published_sites_slug_unique', unique: true });
  await qi.addIndex('published_sites', ['user_id'], { name: 'published_sites_user_id' });
  // MySQL indexes foreign keys anyway; naming it keeps SET NULL on design delete cheap on SQLite too.
  await qi.addIndex('published_sites', ['design_id'], { name: 'published_sites_design_id' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('published_sites');
  await qi.dropTable('designs');
  await qi.dropTable('users');
}

export const initialSchema: Migration = { name: '0001-initial-schema', up, down };
