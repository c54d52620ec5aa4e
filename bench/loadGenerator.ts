// Child process of bench/httpBench.ts: autocannon in a process of its own (pinned to its own core when the
// bench pins, bench/cores.ts), so it never shares the servers' event loop or core. Kept for the whole bench,
// so its JIT is as warm for the measured runs as the servers' are. Reads one run per line on stdin (LoadRun
// as JSON), answers one LoadResult per line on stdout.   node -r ./scripts/register-ts.cjs
// bench/loadGenerator.ts
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface LoadRun {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure({ url, headers, connections, seconds }: LoadRun): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// One run at a time: the bench waits for each answer before sending the next line.
const runs = createInterface({ input: process.stdin });
void (async () => {
  for await (const line of runs) {
    console.log(JSON.stringify(await measure(JSON.parse(line) as LoadRun)));
  }
})().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
