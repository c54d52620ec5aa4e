// npm run bench:beacons — the insights beacon under load (issue 32): POST /api/beacon on one real instance (SQLite,
// no Redis: the in-process buffer flushed every second) against a bare Express handler that parses the same body
// and answers 204, both measured in the same run by autocannon in this process while the servers run in a child.
// Targets: ≥ 5,000 beacons/s, p99 < 20 ms, and no lost counts (after the flush the site's stored views equal the
// 204s the real server answered). Prints the ratio real/bare; exits non-zero when a target is missed.
//   node -r ./scripts/register-ts.cjs bench/beacons.ts
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import express from 'express';
import { startBenchApi } from './httpServers';
import { publishBenchDesign } from './viewerSite';

const TARGETS = { beaconsPerSecond: 5_000, p99Ms: 20 };
// As many connections as a busy page's visitors keep open to one instance at once; each sends one beacon at a time.
const CONNECTIONS = 10;
/** Beacons per measured run (a fixed number, so every one sent is answered and can be counted back). */
const BEACONS = Number(process.env.BENCH_BEACONS ?? 60_000);
const WARM_UP = 10_000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Servers {
  real: string;
  bare: string;
  slug: string;
  sessionCookie: string;
}

/** The child: the real server with a published site, and the bare handler. */
async function serve() {
  const real = await startBenchApi('sqlite');
  const site = await publishBenchDesign(real);
  const bare = express();
  bare.post(
    '/api/beacon',
    express.text({ type: ['text/plain', 'application/json'], limit: '4kb' }),
    (req, res) => {
      JSON.parse(String(req.body));
      res.status(204).end();
    },
  );
  const server = http.createServer(bare);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const servers: Servers = {
    real,
    bare: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    slug: site.slug,
    sessionCookie: site.sessionCookie,
  };
  console.log(`BENCH ${JSON.stringify(servers)}`);
}

function load(origin: string, slug: string, amount: number) {
  return autocannon({
    url: `${origin}/api/beacon`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
    body: JSON.stringify({ kind: 'view', slug, referrer: 'https://news.example/item' }),
    connections: CONNECTIONS,
    amount,
  });
}

async function storedViews(servers: Servers): Promise<number> {
  const { token } = (await (
    await fetch(`${servers.real}/api/auth/token`, { headers: { cookie: servers.sessionCookie } })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const sites = (await (await fetch(`${servers.real}/api/published-sites`, { headers: auth })).json()) as {
    items: { id: string; slug: string }[];
  };
  const site = sites.items.find((item) => item.slug === servers.slug)!;
  const report = (await (
    await fetch(`${servers.real}/api/published-sites/${site.id}/insights?days=7`, { headers: auth })
  ).json()) as { views: number };
  return report.views;
}

/** Beacons answered per second over the run's whole time (requests.average counts whole seconds only). */
const rateOf = (run: autocannon.Result) =>
  (run.requests.total * 1000) / (new Date(run.finish).getTime() - new Date(run.start).getTime());

async function main() {
  const child = spawn(process.execPath, ['-r', './scripts/register-ts.cjs', 'bench/beacons.ts', 'serve'], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const servers = await new Promise<Servers>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('BENCH ')) resolve(JSON.parse(line.slice('BENCH '.length)) as Servers);
    });
  });
  try {
    let answered = 0;
    const measured: Record<'bare' | 'real', autocannon.Result> = {} as never;
    for (const name of ['bare', 'real'] as const) {
      const warm = await load(servers[name], servers.slug, WARM_UP);
      const run = await load(servers[name], servers.slug, BEACONS);
      measured[name] = run;
      if (name === 'real') answered = warm['2xx'] + run['2xx'];
      const failed = run.non2xx + run.errors + run.timeouts;
      console.log(
        `${name.padEnd(4)}  ${Math.round(rateOf(run)).toLocaleString('en')} beacons/s  ` +
          `p50 ${run.latency.p50} ms  p99 ${run.latency.p99} ms  (${failed} failed)`,
      );
    }
    // The buffer is written every second: two flushes' time.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const views = await storedViews(servers);
    const { real, bare } = measured;
    const ratio = rateOf(real) / rateOf(bare);
    console.log(`ratio real/bare: ${ratio.toFixed(2)} (beacons/s)`);
    console.log(`stored views ${views} of ${answered} answered 204`);
    const checks = [
      [`≥ ${TARGETS.beaconsPerSecond} beacons/s`, rateOf(real) >= TARGETS.beaconsPerSecond],
      [`p99 < ${TARGETS.p99Ms} ms`, real.latency.p99 < TARGETS.p99Ms],
      ['no failed requests', real.non2xx + real.errors + real.timeouts === 0],
      ['no lost counts', views === answered],
    ] as const;
    for (const [target, met] of checks) console.log(`${met ? 'met   ' : 'MISSED'} ${target}`);
    process.exitCode = checks.every(([, met]) => met) ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv[2] === 'serve') {
  serve().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
