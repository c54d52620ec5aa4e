import type { QueryInterface } from 'sequelize';

/**
 * ALTER TABLE … DROP COLUMN on both dialects (SQLite 3.35+ has it for plain columns like these). Not
 * qi.removeColumn: on SQLite it copies the table, drops it and creates it again, and dropping `users` with foreign
 * keys on deletes every row that references it (sessions, designs, sites) and loses its indexes.
 */
export async function dropColumn(qi: QueryInterface, table: string, column: string): Promise<void> {
  await qi.sequelize.query(
    `ALTER TABLE ${qi.quoteIdentifier(table)} DROP COLUMN ${qi.quoteIdentifier(column)}`,
  );
}
