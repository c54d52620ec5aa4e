// How much document work one process takes on at once (workers/documentPool.ts), from the environment.
import os from 'node:os';

export interface DocumentWorkConfig {
  /** Worker threads: one core stays free for the event loop. */
  threads: number;
  /** Tasks waiting for a thread before more are refused with 503. */
  maxQueue: number;
  /** A task running longer (its wait in the queue aside) is stopped: its thread is ended, the request answered 503. */
  taskTimeoutMs: number;
}

function positiveNumber(raw: string | undefined, fallback: number, name: string, whole = true): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${whole ? 'whole ' : ''}number`);
  }
  return value;
}

export function documentWorkConfig(env: NodeJS.ProcessEnv = process.env): DocumentWorkConfig {
  const cores = os.availableParallelism();
  return {
    threads: positiveNumber(env.DOCUMENT_THREADS, Math.max(1, Math.min(4, cores - 1)), 'DOCUMENT_THREADS'),
    maxQueue: positiveNumber(env.DOCUMENT_QUEUE_MAX, 16, 'DOCUMENT_QUEUE_MAX'),
    taskTimeoutMs:
      positiveNumber(env.DOCUMENT_TASK_TIMEOUT_SECONDS, 30, 'DOCUMENT_TASK_TIMEOUT_SECONDS', false) * 1000,
  };
}
