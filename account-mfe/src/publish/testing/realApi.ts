// Test-only: the real API (createApp on SQLite in memory) listening on port 0, the shared client pointed at it and a
// local auth adapter handing out real tokens for a real user.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GridData } from '@bento/core';
import { configureApi, getAuthAdapter, registerAuthAdapter, type AuthAdapter } from '@bento/store';
import { createApp } from '../../../../api/src/app';
import { migrateUp } from '../../../../api/src/db/migrate';
import { defineModels, type Models } from '../../../../api/src/db/models';
import { createMemoryLogger } from '../../../../api/src/logger';
import { testDatabases } from '../../../../api/src/testing/databases';
import { testConfig } from '../../../../api/src/testing/fixtures';
import { createTestUser, testAuth, testTokens } from '../../../../api/src/testing/users';

export interface RealApi {
  origin: string;
  models: Models;
  /** A new user, signed in: the registered adapter answers real tokens for them. */
  signIn(): Promise<{ id: string; token: () => string }>;
  /** The registered adapter answers no token (signed out). */
  signOut(): void;
  /** A direct call as the signed-in user (test setup), answering status and JSON body. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** A small valid document with `boxCount` boxes. */
export function gridFixture(boxCount = 2): GridData {
  return {
    boxes: Array.from({ length: boxCount }, (_, index) => ({
      id: `b${index + 1}`,
      contentId: `<p>Box ${index + 1}</p>`,
      colSpan: 1,
      rowSpan: 1,
      order: index,
    })),
    gridSettings: { boxSpacing: 17, columnsCount: 5, globalBoxRadius: 29, containerBgColor: '#ededed' },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  } as unknown as GridData;
}

export async function startRealApi(): Promise<RealApi> {
  const db = testDatabases({})[0]!;
  const sequelize = await db.open();
  await migrateUp(sequelize);
  const app = createApp({ sequelize, config: testConfig(), auth: testAuth, logger: createMemoryLogger() });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const initialAdapter = getAuthAdapter();
  let token: (() => string) | null = null;

  const adapter: AuthAdapter = {
    provider: 'local',
    getToken: async () => (token ? token() : null),
    refresh: async () => {},
    signOut: async () => {
      token = null;
    },
  };
  registerAuthAdapter(adapter);
  configureApi(`${origin}/api`);
  const models = defineModels(sequelize);

  return {
    origin,
    models,
    async signIn() {
      const user = await createTestUser(models);
      const mint = () => testTokens.issue(user.id);
      token = mint;
      return { id: user.id, token: mint };
    },
    signOut() {
      token = null;
    },
    async call(method, path, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token()}`;
      const response = await fetch(`${origin}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    async close() {
      registerAuthAdapter(initialAdapter);
      configureApi('/api');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.cleanup();
    },
  };
}
