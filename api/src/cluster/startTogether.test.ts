// Issue 31 'Starting together': three real server processes started at the same moment on one empty database (a
// SQLite file; a fresh MariaDB database when MYSQL_URL is set) all come up healthy, and each migration is applied
// once: by one of them, under the migration lock, while the others wait and then find nothing left to apply.
import { QueryTypes } from 'sequelize';
import { createSequelize } from '../db/connect';
import { migrations } from '../db/migrate';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { sharedDatabases } from './testing';

jest.setTimeout(120_000);

describe.each(sharedDatabases())('three instances started together on an empty $label', (db) => {
  afterAll(() => db.cleanup());

  it('all listen and answer /api/health; each migration is applied once', async () => {
    const url = await db.url();
    const instances: ServerProcess[] = [1, 2, 3].map(() => startServerProcess({ DATABASE_URL: url }));
    try {
      const origins = await Promise.all(instances.map((instance) => instance.listening));
      for (const origin of origins) {
        const health = await fetch(`${origin}/api/health`);
        expect([origin, health.status, await health.json()]).toEqual([
          origin,
          200,
          { status: 'ok', database: 'up' },
        ]);
      }
      // What the instances say they applied: every migration, each by exactly one of them.
      const applied = instances.flatMap((instance) =>
        instance.lines
          .filter((line) => line.msg === 'migrations applied')
          .flatMap((line) => line.migrations as string[]),
      );
      expect(applied).toEqual(migrations.map((m) => m.name));
      // Each stops cleanly (a graceful shutdown exits with 0).
      expect(await Promise.all(instances.map((instance) => instance.stop()))).toEqual([0, 0, 0]);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
    // And what umzug recorded: one row per migration.
    const sequelize = createSequelize(url);
    try {
      const rows = await sequelize.query<{ name: string }>('SELECT name FROM SequelizeMeta ORDER BY name', {
        type: QueryTypes.SELECT,
      });
      expect(rows.map((row) => row.name)).toEqual(migrations.map((m) => m.name));
    } finally {
      await sequelize.close();
    }
  });
});
