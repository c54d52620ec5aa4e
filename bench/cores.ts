// Which cores the HTTP benches' processes run on. With two cores or more and taskset (util-linux), the load
// generator gets one core and the servers (the real one and the bare baseline alike) another, so a p99
// measures the server rather than autocannon and the server fighting over the same cores. BENCH_PIN=0 runs
// unpinned (to compare). Databases outside the bench's processes (MariaDB) are not pinned: they are not ours
// to move.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export interface CorePlan {
  /** taskset's cpu list for the load generator, e.g. '0'. */
  loadGenerator: string;
  /** taskset's cpu list for the servers' process, e.g. '1'. */
  servers: string;
}

export interface Pinning {
  plan: CorePlan | null;
  /** Why there is no plan, when there is none. */
  reason?: string;
}

const hasTaskset = () => spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

export function choosePinning(env: NodeJS.ProcessEnv = process.env): Pinning {
  if (env.BENCH_PIN === '0') return { plan: null, reason: 'BENCH_PIN=0' };
  if (os.availableParallelism() < 2) return { plan: null, reason: 'fewer than 2 cores' };
  if (!hasTaskset()) return { plan: null, reason: 'taskset not found (util-linux)' };
  return { plan: { loadGenerator: '0', servers: '1' } };
}

/** The command that starts `args` (a node command line) on `cores`, or as it is when not pinned. */
export function pinnedCommand(cores: string | undefined, args: string[]): [string, string[]] {
  return cores === undefined
    ? [process.execPath, args]
    : ['taskset', ['-c', cores, process.execPath, ...args]];
}

/** The cores a process may run on, as the kernel says (Linux), e.g. '1' or '0-1'. */
export function allowedCores(pid: number): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function describePinning({ plan, reason }: Pinning): string {
  return plan
    ? `cores: load generator (autocannon, own process) on CPU ${plan.loadGenerator}, servers (real and bare) on ` +
        `CPU ${plan.servers}, with taskset; the database server is not pinned`
    : `cores: not pinned (${reason}): autocannon and the servers share every core`;
}
