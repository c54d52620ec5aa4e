// Test-only: databases two instances can share (a SQLite file; a fresh MariaDB database when MYSQL_URL is set), and
// a signed-up user's token on a running instance.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSequelize } from '../db/connect';

export interface SharedDatabase {
  label: string;
  url(): Promise<string>;
  cleanup(): Promise<void>;
}

export function sharedDatabases(): SharedDatabase[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-cluster-'));
  const list: SharedDatabase[] = [
    {
      label: 'a SQLite file',
      url: async () => `sqlite:${path.join(dir, `shared-${randomBytes(4).toString('hex')}.sqlite`)}`,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const mysqlUrl = process.env.MYSQL_URL;
  if (mysqlUrl) {
    const names: string[] = [];
    const admin = () => createSequelize(mysqlUrl);
    list.push({
      label: 'MariaDB',
      url: async () => {
        const name = `bento_cluster_${randomBytes(4).toString('hex')}`;
        names.push(name);
        const sequelize = admin();
        await sequelize.query(`CREATE DATABASE \`${name}\``);
        await sequelize.close();
        const url = new URL(mysqlUrl);
        url.pathname = `/${name}`;
        return url.toString();
      },
      cleanup: async () => {
        const sequelize = admin();
        for (const name of names.splice(0)) await sequelize.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await sequelize.close();
      },
    });
  }
  return list;
}

/** Signs a new user up on `origin`; answers a fresh bearer header maker. */
export async function signUp(origin: string): Promise<() => Promise<string>> {
  const response = await fetch(`${origin}/api/auth/local/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${randomBytes(6).toString('hex')}@example.org`,
      password: 'cluster-test-password-42',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return async () => {
    const answer = (await (await fetch(`${origin}/api/auth/token`, { headers: { cookie } })).json()) as {
      token: string;
    };
    return `Bearer ${answer.token}`;
  };
}

/** Whether Redis answers at `url` (tests that need it run only then, like MYSQL_URL). */
export function redisAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return Promise.resolve(false);
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
