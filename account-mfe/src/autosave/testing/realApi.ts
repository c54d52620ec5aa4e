// Test-only: the real API app (api/src createApp) on SQLite in memory, listening on a free port, with a real user
// whose tokens the app accepts. The shared API client and auth adapter are pointed at it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi, getAuthAdapter, registerAuthAdapter } from '@bento/store';
import type { Sequelize } from 'sequelize';
import { createApp } from '../../../../api/src/app';
import { migrateUp } from '../../../../api/src/db/migrate';
import { createSequelize } from '../../../../api/src/db/connect';
import { defineModels, type Models } from '../../../../api/src/db/models';
import { testConfig } from '../../../../api/src/testing/fixtures';
import { createTestUser, testAuth, testTokens } from '../../../../api/src/testing/users';

export interface RealApi {
  origin: string;
  models: Models;
  userId: string;
  /** Every request the app received: method and path. */
  requests: { method: string; url: string }[];
  /** 'invalid': the adapter hands out a token the API refuses (401); 'none': no token (signed out). */
  setTokens(mode: 'valid' | 'invalid' | 'none'): void;
  close(): Promise<void>;
}

export async function startRealApi(): Promise<RealApi> {
  const sequelize: Sequelize = createSequelize('sqlite::memory:');
  await migrateUp(sequelize);
  const models = defineModels(sequelize);
  const app = createApp({ sequelize, config: testConfig(), auth: testAuth });
  const requests: RealApi['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const user = await createTestUser(models);
  const previous = getAuthAdapter();
  let mode: 'valid' | 'invalid' | 'none' = 'valid';
  registerAuthAdapter({
    provider: 'local',
    // A fresh 60-second token per call, minted at the (possibly faked) current time the server also reads.
    getToken: async () =>
      mode === 'valid' ? testTokens.issue(user.id) : mode === 'invalid' ? 'not-a-token' : null,
    refresh: async () => {},
    signOut: async () => {},
  });
  configureApi(`${origin}/api`);
  return {
    origin,
    models,
    userId: user.id,
    requests,
    setTokens: (next) => {
      mode = next;
    },
    close: async () => {
      registerAuthAdapter(previous);
      configureApi('/api');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sequelize.close();
    },
  };
}
