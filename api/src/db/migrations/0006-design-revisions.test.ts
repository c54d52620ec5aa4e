import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { createMigrator, migrateDown, migrateUp } from '../migrate';
import { defineModels } from '../models';

interface IndexInfo {
  name: string;
  unique: boolean;
  fields: Array<{ attribute: string }>;
}

interface RevisionRow {
  id: string;
  design_id: string;
  user_id: string;
  revision: number;
  title: string;
  grid_data: string;
  size_bytes: number;
  published: number | boolean;
  reason: string;
  restored_from: number | null;
}

describe.each(testDatabases())('migration 0006-design-revisions on $label', (db) => {
  let sequelize: Sequelize;
  const userId = randomUUID();
  const published = { id: randomUUID(), grid: '{"boxes":[],"note":"Café ☕"}' };
  const caseOnly = { id: randomUUID(), grid: '{"boxes":[],"note":"Abc"}' };
  const updatedAt = new Date('2025-05-17T10:11:12.345Z');

  const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
    sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  const insert = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query(sql, { replacements: { ...replacements, now: new Date() } });

  beforeAll(async () => {
    sequelize = await db.open();
    await createMigrator(sequelize).up({ to: '0005-admin' });
    await insert(
      'INSERT INTO users (id, email, created_at, updated_at) VALUES (:userId, :email, :now, :now)',
      {
        userId,
        email: `${userId}@example.org`,
      },
    );
    for (const design of [published, caseOnly]) {
      await insert(
        'INSERT INTO designs (id, user_id, title, grid_data, created_at, updated_at) ' +
          "VALUES (:id, :userId, 'Home', :grid, :now, :updatedAt)",
        { ...design, userId, updatedAt },
      );
    }
    const site = (designId: string, slug: string, grid: string) =>
      insert(
        'INSERT INTO published_sites (id, user_id, design_id, site_title, slug, published, grid_data, ' +
          "created_at, updated_at) VALUES (:id, :userId, :designId, 'T', :slug, true, :grid, :now, :now)",
        { id: randomUUID(), userId, designId, slug, grid },
      );
    await site(published.id, 'migration-published', published.grid);
    // Differs only in case: not the same document (MySQL's collation alone would call it equal).
    await site(caseOnly.id, 'migration-case', caseOnly.grid.toLowerCase());
    expect((await migrateUp(sequelize))[0]).toBe('0006-design-revisions');
  });
  afterAll(() => db.cleanup());

  it('gives existing designs revision 1 and one history row of their current document', async () => {
    const designs = await select<{ id: string; revision: number }>('SELECT id, revision FROM designs');
    expect(designs.map((design) => Number(design.revision))).toEqual([1, 1]);
    const rows = await select<RevisionRow>('SELECT * FROM design_revisions');
    expect(rows).toHaveLength(2);
    const byDesign = new Map(rows.map((row) => [row.design_id, row]));
    const first = byDesign.get(published.id)!;
    expect(first).toMatchObject({
      user_id: userId,
      title: 'Home',
      grid_data: published.grid,
      reason: 'save',
    });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Number(first.revision)).toBe(1);
    expect(Number(first.size_bytes)).toBe(Buffer.byteLength(published.grid));
    expect(first.restored_from).toBeNull();
    // Dated by the design's last save.
    const models = defineModels(sequelize);
    const design = await models.Design.findByPk(published.id);
    expect(design?.updatedAt.getTime()).toBeGreaterThanOrEqual(updatedAt.getTime() - 999);
    expect((await models.DesignRevision.findByPk(first.id))?.createdAt).toEqual(design?.updatedAt);
    expect(Boolean(Number(first.published))).toBe(true);
    expect(Boolean(Number(byDesign.get(caseOnly.id)!.published))).toBe(false);
  });

  it('indexes rows by design and date, and deletes them with their design', async () => {
    const indexes = (await sequelize.getQueryInterface().showIndex('design_revisions')) as IndexInfo[];
    const byDate = indexes.find((index) => index.name === 'design_revisions_design_id_created_at');
    expect(byDate?.fields.map((field) => field.attribute)).toEqual(['design_id', 'created_at']);
    const columns = await sequelize.getQueryInterface().describeTable('designs');
    expect(columns.revision?.allowNull).toBe(false);
    if (sequelize.getDialect() === 'mysql') {
      expect((await sequelize.getQueryInterface().describeTable('design_revisions')).grid_data?.type).toBe(
        'LONGTEXT',
      );
    }
    await sequelize.query('DELETE FROM designs WHERE id = :id', { replacements: { id: caseOnly.id } });
    const left = await select<{ design_id: string }>('SELECT design_id FROM design_revisions');
    expect(left.map((row) => row.design_id)).toEqual([published.id]);
  });

  it('reverts without touching designs, and applies again', async () => {
    expect((await migrateDown(sequelize, { to: '0006-design-revisions' })).at(-1)).toBe(
      '0006-design-revisions',
    );
    expect(await sequelize.getQueryInterface().describeTable('designs')).not.toHaveProperty('revision');
    expect(await select('SELECT id FROM designs')).toHaveLength(1);
    expect(await select('SELECT id FROM published_sites')).toHaveLength(2);
    expect((await migrateUp(sequelize))[0]).toBe('0006-design-revisions');
    expect(await select('SELECT id FROM design_revisions')).toHaveLength(1);
  });
});
