import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';
import { dropColumn } from './dropColumn';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Issue 32 'Search and sharing': a published site's search title and description (null: the site's own), its
// 'Hide from search engines' switch, its share image and its favicon, resized on upload (sites/favicon.ts).
async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('published_sites', 'search_title', { type: DataTypes.STRING(255), allowNull: true });
  await qi.addColumn('published_sites', 'search_description', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('published_sites', 'noindex', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
  await qi.addColumn('published_sites', 'share_image_url', { type: DataTypes.STRING(2048), allowNull: true });
  // A short hash of the favicon's PNGs: part of their URLs (cached for good), null without a favicon.
  await qi.addColumn('published_sites', 'favicon_version', { type: DataTypes.STRING(16), allowNull: true });
  await qi.createTable(
    'site_favicons',
    {
      site_id: {
        type: DataTypes.UUID,
        allowNull: false,
        primaryKey: true,
        references: { model: 'published_sites', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      // The square PNG's side in pixels: 32, 180, 192 or 512.
      size: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
      data: { type: DataTypes.BLOB('medium'), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('site_favicons');
  for (const column of [
    'favicon_version',
    'share_image_url',
    'noindex',
    'search_description',
    'search_title',
  ]) {
    await dropColumn(qi, 'published_sites', column);
  }
}

export const siteSearchMigration: Migration = { name: '0012-site-search', up, down };
