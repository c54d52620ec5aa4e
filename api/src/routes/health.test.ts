import request from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp } from '../app';
import { migrateUp } from '../db/migrate';
import { createMemoryLogger } from '../logger';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';

describe.each(testDatabases())('GET /api/health on $label', (db) => {
  afterAll(() => db.cleanup());

  it('answers ok when the database is up', async () => {
    const sequelize = await db.open();
    await migrateUp(sequelize);
    const res = await request(createApp({ sequelize, auth: testAuth, config: testConfig() })).get(
      '/api/health',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded once the database is closed', async () => {
    const sequelize: Sequelize = await db.open();
    const logger = createMemoryLogger();
    const app = createApp({ sequelize, auth: testAuth, config: testConfig(), logger });
    await sequelize.close();
    const res = await request(app).get('/api/health').set('x-request-id', 'health-1');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', database: 'down' });
    expect(logger.lines).toEqual([expect.objectContaining({ level: 'warn', reqId: 'health-1' })]);
  });
});
