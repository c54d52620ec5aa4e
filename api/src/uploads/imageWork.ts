// How many images this process decodes and encodes at once. sharp does that work off the event loop (each image
// on one of libuv's threads, the pixels in libvips's own threads), but libuv's pool (4 threads unless
// UV_THREADPOOL_SIZE says otherwise) also runs fs, zlib, dns.lookup and scrypt: a burst of large uploads must not
// hold all of it, or sign-ins, file reads and MySQL's connects wait behind them. Past the limit, images wait their
// turn in order. The gate reports its queue and task times like the worker pools (metrics/pools.ts).

/** How one task ended, for the task-time metrics. */
export type TaskOutcome = 'ok' | 'error';

export interface WorkGate {
  /** Runs `task` once fewer than `limit` tasks run; `name` labels its time in the metrics. */
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
  readonly limit: number;
  /** Called after each task: its name, seconds waited, seconds run and outcome. Answers an unsubscribe. */
  onTaskDone(listener: TaskListener): () => void;
}

export type TaskListener = (done: {
  name: string;
  waitSeconds: number;
  runSeconds: number;
  outcome: TaskOutcome;
}) => void;

export function createWorkGate(limit: number): WorkGate {
  let active = 0;
  const queue: Array<() => void> = [];
  const listeners = new Set<TaskListener>();

  const turn = (): Promise<void> => {
    if (active < limit) {
      active += 1;
      return Promise.resolve();
    }
    // The slot is handed over by the task that ends (active stays the same).
    return new Promise((resolve) => queue.push(resolve));
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(name, task) {
      const queuedAt = performance.now();
      await turn();
      const startedAt = performance.now();
      let outcome: TaskOutcome = 'error';
      try {
        const result = await task();
        outcome = 'ok';
        return result;
      } finally {
        release();
        const done = {
          name,
          waitSeconds: (startedAt - queuedAt) / 1000,
          runSeconds: (performance.now() - startedAt) / 1000,
          outcome,
        };
        for (const listener of listeners) listener(done);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    limit,
    onTaskDone(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Images decoded and encoded at once per process (uploads/reencode.ts): two of libuv's four threads at most. */
export const IMAGE_WORK_CONCURRENCY = 2;

/** The process's one gate for image work. */
export const imageWork = createWorkGate(IMAGE_WORK_CONCURRENCY);
