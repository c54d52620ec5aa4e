// What bench/api.ts and bench/site.ts share: the servers of bench/httpServers.ts in a child process, autocannon
// against one of their paths, and the printed rows. Each figure is a ratio against the bare handler of the same
// run, on the same machine, so the targets hold whatever the machine's speed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { BenchDatabase, BenchServers, BenchTarget } from './httpServers';

export const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 2;
const rootDir = path.resolve(__dirname, '..');

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

/** SQLite always; MariaDB/MySQL as well when MYSQL_URL is set. */
export function benchDatabases(): BenchDatabase[] {
  return process.env.MYSQL_URL?.trim() ? ['sqlite', 'mysql'] : ['sqlite'];
}

export function startServers(database: BenchDatabase) {
  const child = spawn(
    process.execPath,
    ['-r', './scripts/register-ts.cjs', 'bench/httpServers.ts', database],
    { cwd: rootDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<BenchServers>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
    // The server logs JSON lines too (listening, migrations); ours is the one that names the targets.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"targets"')) resolve(JSON.parse(line) as BenchServers);
    });
  });
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready,
    stop: () => {
      child.kill('SIGTERM');
      return stopped;
    },
  };
}

/** A signed-in target carries its session cookie: each run gets a fresh access token (they live 60 s). */
async function headersFor(servers: BenchServers, target: BenchTarget): Promise<Record<string, string>> {
  if (!target.sessionCookie) return target.headers;
  const response = await fetch(`${servers.real}/api/auth/token`, {
    headers: { cookie: target.sessionCookie },
  });
  const { token } = (await response.json()) as { token: string };
  return { ...target.headers, authorization: `Bearer ${token}` };
}

async function run(
  servers: BenchServers,
  origin: string,
  target: BenchTarget,
  seconds: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `${origin}${target.path}`,
    headers: await headersFor(servers, target),
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${origin}${target.path}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The bare handler, then the real server, after a warm-up of each (JIT and connections favour neither). */
export async function measurePair(
  servers: BenchServers,
  target: BenchTarget,
): Promise<{ bare: Measured; real: Measured }> {
  await run(servers, servers.bare, target, WARM_UP_S);
  await run(servers, servers.real, target, WARM_UP_S);
  const bare = await run(servers, servers.bare, target, DURATION_S);
  const real = await run(servers, servers.real, target, DURATION_S);
  return { bare, real };
}

export function describeRun(what: string): string {
  return `${what}: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARM_UP_S} s of warm-up)`;
}

export const row = (name: string, r: Measured) =>
  `  ${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms`;

/** Prints the pair and its verdict; answers whether the targets were met. */
export function report(
  label: string,
  { bare, real }: { bare: Measured; real: Measured },
  targets: { ratio?: number; p99Ms: number },
): boolean {
  const ratio = real.rps / bare.rps;
  console.log(row(`bare Express (memory)`, bare));
  console.log(row(label, real));
  const ratioOk = targets.ratio === undefined || ratio >= targets.ratio;
  const p99Ok = real.p99 < targets.p99Ms;
  const ratioText = targets.ratio === undefined ? '' : ` (target ≥ ${targets.ratio.toFixed(2)})`;
  console.log(
    `  ratio ${ratio.toFixed(2)} of the bare handler${ratioText}; p99 ${real.p99} ms (target < ${targets.p99Ms} ms)` +
      `  ${ratioOk && p99Ok ? 'met' : 'NOT met'}`,
  );
  return ratioOk && p99Ok;
}

/** Runs `each` against fresh servers per database; exit code 0 even when a target is missed (a bench, not a test). */
export async function forEachDatabase(
  each: (servers: BenchServers, database: BenchDatabase) => Promise<void>,
): Promise<void> {
  for (const database of benchDatabases()) {
    const servers = startServers(database);
    try {
      await each(await servers.ready, database);
    } finally {
      await servers.stop();
    }
  }
}
