// Child process of bench/api.ts and bench/site.ts: the real server (api/src/server.ts's startServer, on a SQLite
// file or a fresh MariaDB/MySQL database) with a 30-box site published through the API, and a bare Express
// handler answering the same bytes from memory for each measured path. Prints one JSON line (BenchServers), then
// serves until killed. Separate from the load generator so autocannon does not share the servers' event loop.
//   node -r ./scripts/register-ts.cjs bench/httpServers.ts sqlite|mysql
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createSequelize } from '../api/src/db/connect';
import { startServer } from '../api/src/server';
import { publishBenchDesign } from './viewerSite';

export type BenchDatabase = 'sqlite' | 'mysql';

/** A measured request: the same path, headers and bytes on both servers. */
export interface BenchTarget {
  path: string;
  headers: Record<string, string>;
  bytes: number;
  /** Signed-in targets: the session cookie that mints access tokens (the bench renews them per run). */
  sessionCookie?: string;
}

export interface BenchServers {
  real: string;
  bare: string;
  /** Node's http module alone answering the same bytes: the floor of this machine, no framework at all. */
  node: string;
  targets: { sitePage: BenchTarget; sitePageBrotli: BenchTarget; siteJson: BenchTarget; design: BenchTarget };
}

function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

/** One GET, its body as sent (fetch would decode a compressed one). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? 'application/octet-stream',
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A database URL for this run, and how to remove what it made. */
export async function benchDatabase(
  kind: BenchDatabase,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-bench-'));
    return {
      url: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const mysqlUrl = process.env.MYSQL_URL?.trim();
  if (!mysqlUrl) throw new Error('bench on mysql needs MYSQL_URL');
  const name = `bento_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const rootUrl = new URL(mysqlUrl);
  rootUrl.pathname = '/';
  const root = createSequelize(rootUrl.toString());
  await root.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await root.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await root.close();
    },
  };
}

/**
 * The real server on a fresh database of `kind`, stopped (and its database dropped) when this process is told to
 * end; answers its origin. NODE_ENV=test: no request log lines; everything else as in production, plus `env`.
 */
export async function startBenchApi(kind: BenchDatabase, env: Record<string, string> = {}): Promise<string> {
  const database = await benchDatabase(kind);
  const server = await startServer({
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    port: 0,
  });
  const stop = () => {
    void server
      .close()
      .finally(() => database.drop())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server.url.replace('localhost', '127.0.0.1');
}

async function main() {
  const real = await startBenchApi(process.argv[2] === 'mysql' ? 'mysql' : 'sqlite');
  const site = await publishBenchDesign(real);
  const requests = {
    sitePage: { path: `/${site.slug}`, headers: { accept: 'text/html' } },
    sitePageBrotli: { path: `/${site.slug}`, headers: { accept: 'text/html', 'accept-encoding': 'br' } },
    siteJson: { path: `/api/published-sites/slug/${site.slug}`, headers: {} },
    design: {
      path: `/api/designs/${site.designId}`,
      headers: { authorization: `Bearer ${site.token}` },
      sessionCookie: site.sessionCookie,
    },
  };

  // Per path, the bare handler answers the bytes the real server sent for that request, as they went on the wire
  // (compressed when it compressed them), with the same type and encoding.
  const bareAnswers = new Map<string, { accept: string; type: string; encoding?: string; body: Buffer }[]>();
  const targets = {} as BenchServers['targets'];
  for (const [name, request] of Object.entries(requests) as [
    keyof typeof requests,
    Omit<BenchTarget, 'bytes'>,
  ][]) {
    const answer = await rawGet(`${real}${request.path}`, request.headers);
    if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
    const accept = request.headers['accept-encoding'] ?? '';
    bareAnswers.set(request.path, [...(bareAnswers.get(request.path) ?? []), { accept, ...answer }]);
    targets[name] = { ...request, bytes: answer.body.length };
  }
  const answerFor = (path: string, accept: string | undefined) =>
    bareAnswers.get(path)?.find((candidate) => candidate.accept === (accept ?? ''));
  const bareApp = express();
  bareApp.get(/.*/, (req, res) => {
    const answer = answerFor(req.path, req.get('accept-encoding'));
    if (!answer) return void res.status(404).end();
    if (answer.encoding) res.setHeader('Content-Encoding', answer.encoding);
    res.type(answer.type).send(answer.body);
  });
  const bare = await listen(bareApp);
  const node = await listen((req, res) => {
    const answer = answerFor(req.url ?? '', req.headers['accept-encoding']);
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': answer.type,
      'content-length': answer.body.length,
      ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
    });
    res.end(answer.body);
  });
  console.log(JSON.stringify({ real, bare, node, targets } satisfies BenchServers));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
