/** Runs tasks one at a time per key, in arrival order; different keys run concurrently. */
export interface KeyedMutex {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Keys with a running or waiting task (for tests: the map must not grow forever). */
  readonly size: number;
}

export function createKeyedMutex(): KeyedMutex {
  const tails = new Map<string, Promise<void>>();
  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      let release: () => void = () => undefined;
      const done = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => done);
      tails.set(key, tail);
      await previous;
      try {
        return await task();
      } finally {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
    get size() {
      return tails.size;
    },
  };
}
