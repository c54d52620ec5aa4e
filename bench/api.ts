// npm run bench:api — GET /api/published-sites/slug/{slug} for a 30-box site, against a bare Express handler
// that answers the same bytes from memory, measured in the same run. Both servers run in one child process
// (bench/apiServers.ts), measured one after the other; autocannon runs here.
// Target (issue 3): at least 0.7 of the bare handler's requests per second, p99 under 25 ms at 50 connections.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/api/published-sites/slug/bench-site';
const rootDir = path.resolve(__dirname, '..');

interface Servers {
  api: string;
  bare: string;
  bytes: number;
}

function startServers() {
  const child = spawn(process.execPath, ['-r', './scripts/register-ts.cjs', 'bench/apiServers.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<Servers>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Servers));
  });
  return { ready, stop: () => child.kill('SIGTERM') };
}

async function measure(url: string, seconds: number) {
  const result = await autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
  `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`;

async function main() {
  const servers = startServers();
  try {
    const { api, bare, bytes } = await servers.ready;
    console.log(`GET ${PATH}: ${bytes} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    await measure(bare, 2); // warm-up, so JIT and connection set-up favour neither run
    await measure(api, 2);
    const bareResult = await measure(bare, DURATION_S);
    const apiResult = await measure(api, DURATION_S);
    console.log(row('bare Express (memory)', bareResult));
    console.log(row('API (SQLite)', apiResult));
    const ratio = apiResult.rps / bareResult.rps;
    console.log(
      `ratio ${ratio.toFixed(2)} of the bare handler (target ≥ 0.70); API p99 ${apiResult.p99} ms (target < 25 ms)`,
    );
  } finally {
    servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
