import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { migrateDown, migrateUp } from '../migrate';
import { defineModels } from '../models';

const tableNames = async (sequelize: Sequelize) =>
  ((await sequelize.getQueryInterface().showAllTables()) as unknown[]).map((t) =>
    typeof t === 'string' ? t : (t as { tableName: string }).tableName,
  );

describe.each(testDatabases())('migration 0003-uploads on $label', (db) => {
  let sequelize: Sequelize;

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
  });
  afterAll(() => db.cleanup());

  it('keeps blobs of several megabytes and links owners to them', async () => {
    const models = defineModels(sequelize);
    const user = await models.User.create({ email: `${randomUUID()}@example.org` });
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    await models.UploadBlob.create({
      hash: 'a'.repeat(64),
      ext: 'png',
      size: data.length,
      width: 1,
      height: 1,
      data,
      lastUsedAt: new Date(),
    });
    await models.UploadOwner.create({
      userId: user.id,
      hash: 'a'.repeat(64),
      size: data.length,
      lastUsedAt: new Date(),
    });
    const stored = await models.UploadBlob.findByPk('a'.repeat(64));
    expect(Buffer.compare(stored!.data!, data)).toBe(0);
    // Deleting the user deletes their links, not the blob (a published page of another user may show it).
    await user.destroy();
    expect(await models.UploadOwner.count()).toBe(0);
    expect(await models.UploadBlob.count()).toBe(1);
  });

  it('reverts and applies again', async () => {
    expect((await migrateDown(sequelize, { to: '0003-uploads' })).at(-1)).toBe('0003-uploads');
    const tables = await tableNames(sequelize);
    expect(tables).not.toContain('upload_blobs');
    expect(tables).not.toContain('upload_owners');
    expect((await migrateUp(sequelize))[0]).toBe('0003-uploads');
  });
});
