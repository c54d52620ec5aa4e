// What bench/api.ts and bench/site.ts share: the servers of bench/httpServers.ts in one child process,
// autocannon in another (bench/loadGenerator.ts), each pinned to a core of its own when it can be
// (bench/cores.ts), and the printed rows. Each figure is a ratio against the bare handler of the same run, on
// the same machine and the same core, so the targets hold whatever the machine's speed.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { allowedCores, choosePinning, describePinning, pinnedCommand } from './cores';
import { withCpuUse } from './cpuUse';
import type { BenchDatabase, BenchServers, BenchTarget } from './httpServers';
import type { LoadResult, LoadRun } from './loadGenerator';

export const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 2;
const rootDir = path.resolve(__dirname, '..');
const pinning = choosePinning();

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** CPU use during the run, in % of one core: the servers' process (~100%: the bottleneck) and autocannon's. */
  serverCpu: number;
  loadCpu: number;
}

export interface MeasuredPair {
  bare: Measured;
  real: Measured;
  node?: Measured;
}

/** One database's servers, and how to measure one of their targets. */
export interface BenchRun {
  database: BenchDatabase;
  targets: BenchServers['targets'];
  /**
   * The bare handler, then the real server, after a warm-up of each (JIT and connections favour neither); with
   * `floor`, plain Node's http module too (what this machine does with no framework at all).
   */
  measurePair(target: BenchTarget, options?: { floor?: boolean }): Promise<MeasuredPair>;
}

/** SQLite always; MariaDB/MySQL as well when MYSQL_URL is set. */
export function benchDatabases(): BenchDatabase[] {
  return process.env.MYSQL_URL?.trim() ? ['sqlite', 'mysql'] : ['sqlite'];
}

/** A TypeScript file of bench/ in a node child process, on the given cores when pinning. */
function startBenchProcess(file: string, args: string[], cores: string | undefined): ChildProcess {
  const [command, commandArgs] = pinnedCommand(cores, ['-r', './scripts/register-ts.cjs', file, ...args]);
  return spawn(command, commandArgs, { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function startServers(database: BenchDatabase) {
  const child = startBenchProcess('bench/httpServers.ts', [database], pinning.plan?.servers);
  const stopped = exitOf(child);
  const ready = new Promise<BenchServers>((resolve, reject) => {
    void stopped.then((code) => reject(new Error(`bench servers exited with ${code}`)));
    // The server logs JSON lines too (listening, migrations); ours is the one that names the targets.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('"targets"')) resolve(JSON.parse(line) as BenchServers);
    });
  });
  return {
    pid: child.pid!,
    ready,
    stop: async () => {
      child.kill('SIGTERM');
      await stopped;
    },
  };
}

/** The load generator's process, answering one run at a time. */
function startLoadGenerator() {
  const child = startBenchProcess('bench/loadGenerator.ts', [], pinning.plan?.loadGenerator);
  const stopped = exitOf(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const died = stopped.then((code) => {
    throw new Error(`the load generator exited with ${code}`);
  });
  died.catch(() => undefined); // awaited by run(); after stop() nobody is waiting for it
  return {
    pid: child.pid!,
    async run(load: LoadRun): Promise<LoadResult> {
      child.stdin!.write(`${JSON.stringify(load)}\n`);
      const line = await Promise.race([lines.next(), died]);
      if (line.done) throw new Error('the load generator stopped answering');
      return JSON.parse(line.value) as LoadResult;
    },
    stop: async () => {
      child.stdin!.end();
      await stopped;
    },
  };
}

type LoadGenerator = ReturnType<typeof startLoadGenerator>;

/** A signed-in target carries its session cookie: each run gets a fresh access token (they live 60 s). */
async function headersFor(servers: BenchServers, target: BenchTarget): Promise<Record<string, string>> {
  if (!target.sessionCookie) return target.headers;
  const response = await fetch(`${servers.real}/api/auth/token`, {
    headers: { cookie: target.sessionCookie },
  });
  const { token } = (await response.json()) as { token: string };
  return { ...target.headers, authorization: `Bearer ${token}` };
}

/** The load generator and the servers' process of one database's run. */
interface Processes {
  load: LoadGenerator;
  serversPid: number;
  servers: BenchServers;
}

async function run(
  { load, serversPid, servers }: Processes,
  origin: string,
  target: BenchTarget,
  seconds: number,
): Promise<Measured> {
  const url = `${origin}${target.path}`;
  const headers = await headersFor(servers, target);
  const { result, cpu } = await withCpuUse([serversPid, load.pid], () =>
    load.run({ url, headers, connections: CONNECTIONS, seconds }),
  );
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.rps, p50: result.p50, p99: result.p99, serverCpu: cpu[0]!, loadCpu: cpu[1]! };
}

function measurePairWith(processes: Processes): BenchRun['measurePair'] {
  const { servers } = processes;
  return async (target, { floor = false } = {}) => {
    const origins = floor ? [servers.bare, servers.real, servers.node] : [servers.bare, servers.real];
    for (const origin of origins) await run(processes, origin, target, WARM_UP_S);
    const measured: Measured[] = [];
    for (const origin of origins) measured.push(await run(processes, origin, target, DURATION_S));
    return { bare: measured[0]!, real: measured[1]!, node: measured[2] };
  };
}

export function describeRun(what: string): string {
  return [
    `${what}: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARM_UP_S} s of warm-up)`,
    describePinning(pinning),
    "CPU: % of one core used during the run by the servers' process (~100%: the server was the bottleneck; " +
      'well under: it waited on its database or another process took its core) and by autocannon',
  ].join('\n');
}

/** Below this, a server that never waits did not have its core to itself. */
const BUSY_CORE_PERCENT = 90;

const percent = (value: number) => (Number.isNaN(value) ? '  ?' : value.toFixed(0).padStart(3)) + '%';

export const row = (name: string, r: Measured) =>
  `  ${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  `   CPU: server ${percent(r.serverCpu)}, autocannon ${percent(r.loadCpu)}`;

/** Prints the pair and its verdict; answers whether the targets were met. */
export function report(
  label: string,
  { bare, real, node }: MeasuredPair,
  targets: { ratio?: number; p99Ms: number },
): boolean {
  const ratio = real.rps / bare.rps;
  if (node) console.log(row(`bare Node http (memory)`, node));
  console.log(row(`bare Express (memory)`, bare));
  console.log(row(label, real));
  const ratioOk = targets.ratio === undefined || ratio >= targets.ratio;
  const p99Ok = real.p99 < targets.p99Ms;
  const ratioText = targets.ratio === undefined ? '' : ` (target ≥ ${targets.ratio.toFixed(2)})`;
  console.log(
    `  ratio ${ratio.toFixed(2)} of the bare handler${ratioText}; p99 ${real.p99} ms (target < ${targets.p99Ms} ms)` +
      `  ${ratioOk && p99Ok ? 'met' : 'NOT met'}`,
  );
  // The bare handler never waits on anything: less than its whole core means another process ran there.
  if (bare.serverCpu < BUSY_CORE_PERCENT) {
    console.log(
      `  noisy: the bare handler's process had only ${percent(bare.serverCpu).trim()} of its core ` +
        '(another process ran on it); repeat the bench',
    );
  }
  return ratioOk && p99Ok;
}

/**
 * Runs `each` against fresh servers per database, with one load generator for the whole bench; prints the
 * cores each process may run on, as the kernel says. Exit code 0 even when a target is missed (a bench).
 */
export async function forEachDatabase(each: (run: BenchRun) => Promise<void>): Promise<void> {
  const load = startLoadGenerator();
  try {
    for (const database of benchDatabases()) {
      const servers = startServers(database);
      try {
        const ready = await servers.ready;
        console.log(
          `\n[${database}] servers (pid ${servers.pid}) on CPU ${allowedCores(servers.pid)}; ` +
            `load generator (pid ${load.pid}) on CPU ${allowedCores(load.pid)}`,
        );
        const processes = { load, serversPid: servers.pid, servers: ready };
        await each({ database, targets: ready.targets, measurePair: measurePairWith(processes) });
      } finally {
        await servers.stop();
      }
    }
  } finally {
    await load.stop();
  }
}
