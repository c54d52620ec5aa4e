// Worker pools in the metrics: their queues read at each scrape, their tasks' times as they end. The hook for any
// pool of CPU work (the upload image gate, and the document pool of api/src/workers/, both in registry.ts):
//
//   const recorder = registerPoolMetrics(deps.metrics, {
//     name: 'documents', queued: () => pool.queueSize, active: () => ..., threads: () => pool.threads.length,
//     queueCapacity: MAX_QUEUE,
//   });
//   recorder.taskDone({ task: 'export', waitSeconds, runSeconds, outcome: 'ok' });   // after each task
//   recorder.rejected();                                                             // a 503 because it was full
//
// Without METRICS_PORT there are no metrics (`metrics` undefined) and the recorder does nothing.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** What a scrape reads of a pool. */
export interface PoolSource {
  /** The pool's label value, e.g. 'documents'. */
  name: string;
  /** Tasks waiting for a thread. */
  queued(): number;
  /** Tasks running. */
  active(): number;
  /** Threads (or slots) that can run a task. */
  threads(): number;
  /** The most tasks the queue holds before refusing more, when it is bounded. */
  queueCapacity?: number;
}

export type PoolTaskOutcome = 'ok' | 'error' | 'timeout';

export interface PoolRecorder {
  /** One task ended: its kind (a small fixed set, e.g. 'export'), time waited in the queue and time run. */
  taskDone(task: { task: string; waitSeconds: number; runSeconds: number; outcome: PoolTaskOutcome }): void;
  /** A task refused because the queue was full. */
  rejected(): void;
}

const NO_RECORDER: PoolRecorder = { taskDone: () => undefined, rejected: () => undefined };

/** Task and wait times: from a few milliseconds of image work to the task time limits. */
const TASK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface PoolMetrics {
  register(source: PoolSource): PoolRecorder;
}

/** The pool series of one registry; each registered pool is one value of the `pool` label. */
export function poolMetrics(registry: Registry): PoolMetrics {
  const sources: PoolSource[] = [];
  const each = (gauge: Gauge<'pool'>, read: (source: PoolSource) => number | undefined) => {
    gauge.reset();
    for (const source of sources) {
      const value = read(source);
      if (value !== undefined) gauge.set({ pool: source.name }, value);
    }
  };
  const gauge = (name: string, help: string, read: (source: PoolSource) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        each(this, read);
      },
    });
  gauge('bento_worker_pool_queued', 'Tasks waiting for a thread of the pool.', (s) => s.queued());
  gauge(
    'bento_worker_pool_queue_capacity',
    'Tasks the queue holds before refusing more.',
    (s) => s.queueCapacity,
  );
  gauge('bento_worker_pool_active', 'Tasks the pool runs now.', (s) => s.active());
  gauge('bento_worker_pool_threads', 'Threads (slots) of the pool.', (s) => s.threads());
  const taskSeconds = new Histogram({
    name: 'bento_worker_pool_task_duration_seconds',
    help: 'Time a task ran in the pool, by kind of task and outcome.',
    labelNames: ['pool', 'task', 'outcome'],
    buckets: TASK_BUCKETS,
    registers: [registry],
  });
  const waitSeconds = new Histogram({
    name: 'bento_worker_pool_wait_seconds',
    help: 'Time a task waited in the queue before it ran.',
    labelNames: ['pool'],
    buckets: TASK_BUCKETS,
    registers: [registry],
  });
  const rejected = new Counter({
    name: 'bento_worker_pool_rejected_total',
    help: 'Tasks refused because the queue was full.',
    labelNames: ['pool'],
    registers: [registry],
  });
  return {
    register(source) {
      sources.push(source);
      const pool = source.name;
      rejected.inc({ pool }, 0);
      return {
        taskDone({ task, waitSeconds: waited, runSeconds, outcome }) {
          waitSeconds.observe({ pool }, waited);
          taskSeconds.observe({ pool, task, outcome }, runSeconds);
        },
        rejected: () => rejected.inc({ pool }),
      };
    },
  };
}

/** Registers a pool with the metrics when there are any (METRICS_PORT set); answers how to report its tasks. */
export function registerPoolMetrics(
  metrics: { pools: PoolMetrics } | undefined,
  source: PoolSource,
): PoolRecorder {
  return metrics ? metrics.pools.register(source) : NO_RECORDER;
}
