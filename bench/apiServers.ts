// Child process of bench/api.ts: the real API (SQLite file, a 30-box published site) and a bare Express handler
// serving the same bytes from memory. Prints their URLs as one JSON line, then serves until killed.
// Separate from the load generator so autocannon does not share the servers' event loop.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createBox, createDefaultGridData } from '@bento/core';
import { createApp } from '../api/src/app';
import { createAuthStrategy } from '../api/src/auth/createAuthStrategy';
import { loadServerConfig } from '../api/src/config';
import { createSequelize } from '../api/src/db/connect';
import { migrateUp } from '../api/src/db/migrate';
import { defineModels } from '../api/src/db/models';

export const BENCH_SLUG = 'bench-site';
export const BENCH_PATH = `/api/published-sites/slug/${BENCH_SLUG}`;

function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function thirtyBoxSite() {
  const gridData = createDefaultGridData();
  for (let index = 1; index < 30; index += 1) {
    const html = `<p>Box <strong>${index + 1}</strong> of the bench site</p>`;
    gridData.boxes.push(createBox(`box-${index + 1}`, index, html));
  }
  return gridData;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-bench-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  process.on('SIGTERM', () => process.exit(0));
  const sequelize = createSequelize(`sqlite:${path.join(dir, 'bench.sqlite')}`);
  await migrateUp(sequelize);
  const models = defineModels(sequelize);
  const user = await models.User.create({ email: 'bench@example.org' });
  await models.PublishedSite.create({
    userId: user.id,
    slug: BENCH_SLUG,
    siteTitle: 'Bench site',
    siteDescription: 'Thirty boxes',
    gridData: JSON.stringify(thirtyBoxSite()),
  });

  const config = loadServerConfig({ NODE_ENV: 'test' });
  const auth = createAuthStrategy(config, models);
  const api = await listen(createApp({ sequelize, config, auth }));
  const response = await fetch(`${api}${BENCH_PATH}`);
  if (!response.ok) throw new Error(`the real endpoint answered ${response.status}`);
  const body = await response.text();

  const bareApp = express();
  bareApp.get(BENCH_PATH, (_req, res) => {
    res.type('application/json').send(body);
  });
  const bare = await listen(bareApp);
  console.log(JSON.stringify({ api, bare, bytes: Buffer.byteLength(body) }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
