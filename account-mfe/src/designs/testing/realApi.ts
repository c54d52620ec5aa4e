// Test-only: the real API (createApp on SQLite in memory) on a real port, the shared client pointed at it and
// a registered adapter handing out real tokens for one real user.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearImmediate, setImmediate } from 'node:timers';
import type { Sequelize } from 'sequelize';
import { configureApi, getAuthAdapter, registerAuthAdapter, type SessionUser } from '@bento/store';
import { createApp } from '../../../../api/src/app';
import { createSequelize } from '../../../../api/src/db/connect';
import { migrateUp } from '../../../../api/src/db/migrate';
import { defineModels } from '../../../../api/src/db/models';
import { testConfig } from '../../../../api/src/testing/fixtures';
import { createTestUser, testAuth, testTokens } from '../../../../api/src/testing/users';

export interface RealApi {
  origin: string;
  user: SessionUser;
  /** Calls the API as the user, behind the front end's back (fixtures, checks). */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** Stops answering: the next calls fail like a dropped connection. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

export async function startRealApi(): Promise<RealApi> {
  // Express's router defers with setImmediate, which the jsdom environment does not expose.
  Object.assign(globalThis, { setImmediate, clearImmediate });
  const sequelize: Sequelize = createSequelize('sqlite::memory:');
  await migrateUp(sequelize);
  const app = createApp({ sequelize, config: testConfig(), auth: testAuth });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const record = await createTestUser(defineModels(sequelize));
  const previous = getAuthAdapter();
  registerAuthAdapter({
    provider: 'local',
    getToken: async () => testTokens.issue(record.id),
    refresh: async () => {},
    signOut: async () => {},
  });
  configureApi(`${origin}/api`);

  return {
    origin,
    user: { id: record.id, email: record.email, fullName: record.fullName, avatarUrl: null },
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${origin}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${testTokens.issue(record.id)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    stop: () => closeServer(server),
    async close() {
      await closeServer(server);
      await sequelize.close();
      registerAuthAdapter(previous);
      configureApi('/api');
    },
  };
}
