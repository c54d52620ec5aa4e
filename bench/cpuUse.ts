// How busy a process kept the CPU during a run, from the kernel's accounting (Linux /proc): a server at ~100%
// of its core was the bottleneck of the run; well under it, it was waiting (on its database) or robbed of its
// core by another process, and the figures say less about the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User + system CPU seconds the process has used so far, or NaN when the kernel does not say. */
export function cpuSeconds(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** Measures the CPU use of processes over `work`, each as a percentage of one core (NaN when unknown). */
export async function withCpuUse<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; cpu: number[] }> {
  const before = pids.map(cpuSeconds);
  const started = process.hrtime.bigint();
  const result = await work();
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { result, cpu: pids.map((pid, index) => (100 * (cpuSeconds(pid) - before[index]!)) / wallSeconds) };
}
