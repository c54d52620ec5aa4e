import { createMemoryAttemptStore, type AttemptStore } from './attemptStore';

// The contract every AttemptStore keeps; a shared (Redis) store joins this table.
describe.each([['memory', createMemoryAttemptStore]])('the %s attempt store', (_name, create) => {
  let store: AttemptStore;
  const T0 = Date.UTC(2026, 0, 1);
  const WINDOW = 15 * 60_000;

  beforeEach(() => {
    store = create();
  });

  it('counts attempts per key within one window opened by the first', async () => {
    expect(await store.hit('a', WINDOW, T0)).toEqual({ count: 1, resetAtMs: T0 + WINDOW });
    expect(await store.hit('a', WINDOW, T0 + 1000)).toEqual({ count: 2, resetAtMs: T0 + WINDOW });
    expect(await store.hit('b', WINDOW, T0 + 2000)).toEqual({ count: 1, resetAtMs: T0 + 2000 + WINDOW });
  });

  it('starts a new window once the old one has ended', async () => {
    await store.hit('a', WINDOW, T0);
    await store.hit('a', WINDOW, T0 + 1);
    expect(await store.hit('a', WINDOW, T0 + WINDOW)).toEqual({ count: 1, resetAtMs: T0 + 2 * WINDOW });
  });

  it('forgets a key on reset, and only that key', async () => {
    await store.hit('a', WINDOW, T0);
    await store.hit('b', WINDOW, T0);
    await store.reset('a');
    expect((await store.hit('a', WINDOW, T0 + 1)).count).toBe(1);
    expect((await store.hit('b', WINDOW, T0 + 1)).count).toBe(2);
  });
});
