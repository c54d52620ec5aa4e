// Test-only (`@bento/store/testing`): the real API's lifecycle that most test files repeat, in one call.
import { startRealApi, type RealApi, type RealApiOptions } from './realApi';

export interface RealApiForEachTestOptions extends RealApiOptions {
  /** Runs after each test before its API closes, e.g. letting the screen's last reads land. */
  beforeClose?: () => Promise<void> | void;
}

/**
 * A new real API for each test of the file: started before each test, closed after it. The answer always stands
 * for the running test's API, so the file keeps it in a const: `const api = realApiForEachTest();`.
 */
export function realApiForEachTest({ beforeClose, ...options }: RealApiForEachTestOptions = {}): RealApi {
  let current: RealApi | null = null;
  beforeEach(async () => {
    current = await startRealApi(options);
  });
  afterEach(async () => {
    try {
      await beforeClose?.();
    } finally {
      await current?.close();
      current = null;
    }
  });
  return new Proxy({} as RealApi, {
    get(_target, key) {
      if (!current) {
        // Asked whether it is a promise (or by an inspector) outside a test: it is not.
        if (key === 'then' || typeof key === 'symbol') return undefined;
        throw new Error(`The real API runs only while a test does (reading '${key}').`);
      }
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
