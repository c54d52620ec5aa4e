// npm run bench:api — GET /api/published-sites/slug/{slug} for a 30-box site, measured against a bare Express
// handler that answers the same bytes from memory, in the same run and the same process layout.
// Target (issue 3): at least 0.7 of the bare handler's requests per second, p99 under 25 ms at 50 connections.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { createBox, createDefaultGridData } from '@bento/core';
import { createApp } from '../api/src/app';
import { createAccessTokens } from '../api/src/auth/accessTokens';
import { localStrategy } from '../api/src/auth/localStrategy';
import { loadServerConfig } from '../api/src/config';
import { createSequelize } from '../api/src/db/connect';
import { migrateUp } from '../api/src/db/migrate';
import { defineModels } from '../api/src/db/models';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SLUG = 'bench-site';
const PATH = `/api/published-sites/slug/${SLUG}`;

function listen(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function measure(url: string, seconds: number) {
  const result = await autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

function thirtyBoxSite() {
  const gridData = createDefaultGridData();
  for (let index = 1; index < 30; index += 1) {
    gridData.boxes.push(
      createBox(`box-${index + 1}`, index, `<p>Box <strong>${index + 1}</strong> of the bench site</p>`),
    );
  }
  return gridData;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-bench-'));
  const sequelize = createSequelize(`sqlite:${path.join(dir, 'bench.sqlite')}`);
  await migrateUp(sequelize);
  const models = defineModels(sequelize);
  const user = await models.User.create({ email: 'bench@example.org' });
  await models.PublishedSite.create({
    userId: user.id,
    slug: SLUG,
    siteTitle: 'Bench site',
    siteDescription: 'Thirty boxes',
    gridData: JSON.stringify(thirtyBoxSite()),
  });

  const config = loadServerConfig({ NODE_ENV: 'test' });
  const app = await listen(
    createApp({ sequelize, config, auth: localStrategy(createAccessTokens(config.authSecret)) }),
  );
  const response = await fetch(`${app.url}${PATH}`);
  if (!response.ok) throw new Error(`the real endpoint answered ${response.status}`);
  const body = await response.text();

  const bareApp = express();
  bareApp.get(PATH, (_req, res) => {
    res.type('application/json').send(body);
  });
  const bare = await listen(bareApp);

  console.log(
    `GET ${PATH}: ${Buffer.byteLength(body)} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  await measure(bare.url, 2); // warm-up for both, so JIT and connection setup do not favour the second run
  await measure(app.url, 2);
  const bareResult = await measure(bare.url, DURATION_S);
  const appResult = await measure(app.url, DURATION_S);

  const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`;
  console.log(row('bare Express (memory)', bareResult));
  console.log(row('API (SQLite)', appResult));
  const ratio = appResult.rps / bareResult.rps;
  console.log(
    `ratio ${ratio.toFixed(2)} of the bare handler (target ≥ 0.70); API p99 ${appResult.p99} ms (target < 25 ms)`,
  );

  await Promise.all([app.close(), bare.close()]);
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
