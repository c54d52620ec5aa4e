import { migratedDatabaseFor, testDatabases } from '../../testing/databases';

describe.each(testDatabases())('models on $label', (db) => {
  const database = migratedDatabaseFor(db);

  it('round-trips a user, a design and a published site through the migrated tables', async () => {
    const user = await database.models.User.create({ email: 'ada@example.org', fullName: 'Ada' });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    const design = await database.models.Design.create({
      userId: user.id,
      title: 'Home',
      gridData: '{"boxes":[]}',
    });
    const site = await database.models.PublishedSite.create({
      userId: user.id,
      designId: design.id,
      siteTitle: 'Ada’s page',
      slug: 'ada',
      gridData: design.gridData,
    });

    const loaded = await database.models.PublishedSite.findOne({ where: { slug: 'ada' } });
    expect(loaded?.toJSON()).toMatchObject({
      id: site.id,
      userId: user.id,
      designId: design.id,
      siteTitle: 'Ada’s page',
      siteDescription: null,
      published: true,
      gridData: '{"boxes":[]}',
    });
    expect(loaded?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps millisecond precision on updatedAt (auto-save ordering)', async () => {
    const user = await database.models.User.create({ email: 'grace@example.org' });
    const design = await database.models.Design.create({ userId: user.id, title: 'T', gridData: '{}' });
    const reloaded = await database.models.Design.findByPk(design.id);
    expect(reloaded?.updatedAt.getTime()).toBe(design.updatedAt.getTime());
  });
});
