// bench:documents, part two: /api/health and a signed-in design read, probed one request after another, first
// with no other load (the baseline), then while three 9.5 MB exports and three 9.5 MB saves run in a loop.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { DocumentServer } from './documentServer';
import type { BenchDatabase } from './httpServers';

const rootDir = path.resolve(__dirname, '..');
const PROBE_GAP_MS = 10;
export const P99_TARGET_MS = 50;

export function startDocumentServer(database: BenchDatabase) {
  const child = spawn(
    process.execPath,
    ['-r', './scripts/register-ts.cjs', 'bench/documentServer.ts', database],
    {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise<DocumentServer>((resolve, reject) => {
    void stopped.then((code) => reject(new Error(`the bench server exited with ${String(code)}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"documentServer"'))
        resolve((JSON.parse(line) as { documentServer: DocumentServer }).documentServer);
    });
  });
  return {
    ready,
    stop: async () => {
      child.kill('SIGTERM');
      await stopped;
    },
  };
}

async function tokenFor(server: DocumentServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/token`, { headers: { cookie: server.sessionCookie } });
  return ((await response.json()) as { token: string }).token;
}

/** Request after request until `until`; answers each latency in ms. */
async function probe(url: string, headers: Record<string, string>, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
  }
  return latencies;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export interface ProbeFigures {
  health: number[];
  design: number[];
}

async function probeBoth(server: DocumentServer, seconds: number): Promise<ProbeFigures> {
  const until = performance.now() + seconds * 1000;
  const authorization = `Bearer ${await tokenFor(server)}`;
  const [health, design] = await Promise.all([
    probe(`${server.url}/api/health`, {}, until),
    probe(`${server.url}/api/designs/${server.designId}`, { authorization }, until),
  ]);
  return { health, design };
}

/** bench/documentHeavy.ts for `seconds`; answers once it has started, and its statuses when it ends. */
async function startHeavyLoad(server: DocumentServer, token: string, seconds: number) {
  const child = spawn(
    process.execPath,
    [
      '-r',
      './scripts/register-ts.cjs',
      'bench/documentHeavy.ts',
      JSON.stringify(server),
      token,
      String(seconds),
    ],
    { cwd: rootDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error('the heavy load did not start');
  return {
    done: (async () => {
      const last = await lines.next();
      if (last.done) throw new Error('the heavy load did not finish');
      return JSON.parse(last.value) as { exports: Record<string, number>; saves: Record<string, number> };
    })(),
  };
}

export async function measureUnderLoad(server: DocumentServer, seconds: number) {
  const baseline = await probeBoth(server, seconds);
  // The heavy load runs a little longer than the probes, so they never see it end.
  const heavy = await startHeavyLoad(server, await tokenFor(server), seconds + 2);
  const loaded = await probeBoth(server, seconds);
  return { baseline, loaded, statuses: await heavy.done };
}

export function reportProbes(label: string, figures: ProbeFigures, target: boolean): void {
  const line = (name: string, values: number[]) => {
    const p99 = percentile(values, 99);
    const verdict = target
      ? ` (target < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'met' : 'MISSED'})`
      : '';
    return `${name} p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms over ${values.length}${verdict}`;
  };
  console.log(
    `  ${label}:\n    ${line('GET /api/health', figures.health)}\n    ${line('GET /api/designs/{id}', figures.design)}`,
  );
}

export function describeStatuses(statuses: Record<string, number>): string {
  return (
    Object.entries(statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ') || 'none finished'
  );
}
