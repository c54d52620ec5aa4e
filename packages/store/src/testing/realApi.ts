// Test-only (`@bento/store/testing`): the real API (api/src createApp on SQLite in memory) listening on a free port,
// the shared API client pointed at it and a registered local auth adapter handing out real tokens for a real user.
// Used by every remote's tests that talk to the API (remotes never import each other, harnesses included).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearImmediate, setImmediate } from 'node:timers';
import type { GridData } from '@bento/core';
import { configureApi, getAuthAdapter, registerAuthAdapter } from '../auth';
import type { SessionUser } from '../slices/session';
import { createApp } from '../../../../api/src/app';
import type { ViewerSource } from '../../../../api/src/web/siteSsrViewer';
import { createSequelize } from '../../../../api/src/db/connect';
import { migrateUp } from '../../../../api/src/db/migrate';
import { defineModels, type Models } from '../../../../api/src/db/models';
import { createMemoryLogger } from '../../../../api/src/logger';
import { testConfig } from '../../../../api/src/testing/fixtures';
import { createTestUser, testAuth, testTokens } from '../../../../api/src/testing/users';

/** 'valid': real tokens for the current user; 'invalid': a token the API refuses (401); 'none': signed out. */
export type TokenMode = 'valid' | 'invalid' | 'none';

export interface RealApiOptions {
  /** false: the adapter starts out answering no token until signIn() or setTokens('valid'). Default true. */
  signedIn?: boolean;
  /** The published-site viewer (exports render with it); default its build, absent before npm run build. */
  viewer?: ViewerSource;
}

export interface RealApi {
  origin: string;
  models: Models;
  /** The current user: made at start, replaced by each signIn(). */
  readonly user: SessionUser;
  /** The current user's id. */
  readonly userId: string;
  /** Every request the app received: method and path. */
  requests: { method: string; url: string }[];
  /** A new user, signed in: the registered adapter answers real tokens for them. */
  signIn(): Promise<{ id: string; token: () => string }>;
  /** The registered adapter answers no token (signed out). */
  signOut(): void;
  /** What the registered adapter answers from now on, for the current user. */
  setTokens(mode: TokenMode): void;
  /** Calls the API behind the front end's back (fixtures, checks) with the adapter's current token. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** Stops answering: the next calls fail like a dropped connection. */
  stop(): Promise<void>;
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

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

export async function startRealApi({ signedIn = true, viewer }: RealApiOptions = {}): Promise<RealApi> {
  // Express's router defers with setImmediate, which the jsdom environment does not expose.
  Object.assign(globalThis, { setImmediate, clearImmediate });
  const sequelize = createSequelize('sqlite::memory:');
  await migrateUp(sequelize);
  const models = defineModels(sequelize);
  const app = createApp({
    sequelize,
    config: testConfig(),
    auth: testAuth,
    logger: createMemoryLogger(),
    viewer,
  });
  const requests: RealApi['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const newUser = async (): Promise<SessionUser> => {
    const record = await createTestUser(models);
    return { id: record.id, email: record.email, fullName: record.fullName, avatarUrl: null };
  };
  let user = await newUser();
  let mode: TokenMode = signedIn ? 'valid' : 'none';
  // A fresh 60-second token per call, minted at the (possibly faked) current time the server also reads.
  const token = () =>
    mode === 'valid' ? testTokens.issue(user.id) : mode === 'invalid' ? 'not-a-token' : null;

  const previous = getAuthAdapter();
  registerAuthAdapter({
    provider: 'local',
    getToken: async () => token(),
    refresh: async () => {},
    signOut: async () => {
      mode = 'none';
    },
  });
  configureApi(`${origin}/api`);

  return {
    origin,
    models,
    get user() {
      return user;
    },
    get userId() {
      return user.id;
    },
    requests,
    async signIn() {
      user = await newUser();
      mode = 'valid';
      const { id } = user;
      return { id, token: () => testTokens.issue(id) };
    },
    signOut() {
      mode = 'none';
    },
    setTokens(next) {
      mode = next;
    },
    async call<T>(method: string, path: string, body?: unknown) {
      const current = token();
      const response = await fetch(`${origin}/api${path}`, {
        method,
        headers: {
          ...(current === null ? {} : { authorization: `Bearer ${current}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    stop: () => closeServer(server),
    async close() {
      registerAuthAdapter(previous);
      configureApi('/api');
      await closeServer(server);
      await sequelize.close();
    },
  };
}
