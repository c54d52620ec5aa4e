import { randomUUID } from 'node:crypto';
import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Up to 10 MB of JSON: LONGTEXT on MySQL (plain TEXT stops at 64 KB). SQLite's TEXT has no size variants.
function longText(qi: QueryInterface) {
  return qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
}

const ref = (table: string) => ({
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: table, key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
});

/**
 * Each existing design's current document as its first history row (revision 1, dated by its last save), marked
 * published when one of its sites shows exactly that document. One statement on MySQL (UUID()); row by row on
 * SQLite, which has no UUID function (statements there cost microseconds). The documents never pass through Node.
 */
async function backfill(qi: QueryInterface): Promise<void> {
  const mysql = qi.sequelize.getDialect() === 'mysql';
  const bytes = mysql ? 'OCTET_LENGTH(d.grid_data)' : 'length(CAST(d.grid_data AS BLOB))';
  // Byte for byte: the tables' utf8mb4_unicode_ci collation would call 'A' and 'a' equal.
  const same = mysql ? 's.grid_data = d.grid_data COLLATE utf8mb4_bin' : 's.grid_data = d.grid_data';
  const insert = (id: string, where: string) =>
    'INSERT INTO design_revisions (id, design_id, user_id, revision, title, grid_data, size_bytes, published, ' +
    `reason, restored_from, created_at) SELECT ${id}, d.id, d.user_id, 1, d.title, d.grid_data, ${bytes}, ` +
    `EXISTS (SELECT 1 FROM published_sites s WHERE s.design_id = d.id AND ${same}), 'save', NULL, ` +
    `d.updated_at FROM designs d${where}`;
  if (mysql) {
    await qi.sequelize.query(insert('UUID()', ''));
    return;
  }
  const designs = await qi.sequelize.query<{ id: string }>('SELECT id FROM designs', {
    type: QueryTypes.SELECT,
  });
  for (const { id } of designs) {
    await qi.sequelize.query(insert(':id', ' WHERE d.id = :designId'), {
      replacements: { id: randomUUID(), designId: id },
    });
  }
}

// Issue 28: the revision counter of each design's document (If-Match, ETag) and its version history.
async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('designs', 'revision', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await qi.createTable(
    'design_revisions',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      design_id: ref('designs'),
      user_id: ref('users'),
      // The design's revision number when it had this document.
      revision: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      grid_data: { type: longText(qi), allowNull: false },
      size_bytes: { type: DataTypes.INTEGER, allowNull: false },
      published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      // 'create' | 'save' | 'restore'
      reason: { type: DataTypes.STRING(16), allowNull: false },
      restored_from: { type: DataTypes.INTEGER, allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('design_revisions', ['design_id', 'created_at'], {
    name: 'design_revisions_design_id_created_at',
  });
  // MySQL indexes foreign keys anyway; named so deleting an account's history is cheap on SQLite too.
  await qi.addIndex('design_revisions', ['user_id'], { name: 'design_revisions_user_id' });
  await backfill(qi);
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('design_revisions');
  // Not qi.removeColumn: on SQLite it rebuilds the table, and dropping `designs` with foreign keys on empties
  // what references it (see 0005-admin.ts).
  await qi.sequelize.query(
    `ALTER TABLE ${qi.quoteIdentifier('designs')} DROP COLUMN ${qi.quoteIdentifier('revision')}`,
  );
}

export const designRevisionsMigration: Migration = { name: '0006-design-revisions', up, down };
