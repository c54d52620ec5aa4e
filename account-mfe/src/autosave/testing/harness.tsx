// Test-only: the real store (with the editor slice), the real API, <AutoSave/> mounted, fake timers for the
// spec's timings and a way to wait for real HTTP round trips while the clock is frozen.
import { Provider } from 'react-redux';
import { render, type RenderResult } from '@testing-library/react';
import type { Middleware } from '@reduxjs/toolkit';
import { act } from 'react';
import { performance as realClock } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers';
import { authChanged, createAppStore, dynamicMiddleware, type AppStore } from '@bento/store';
import '../../../../editor-mfe/src/state/editorSlice';
import { AutoSave } from '../AutoSave';
import type { AutoSaveStart } from '../autoSaveStart';
import { startRealApi, type RealApi } from '@bento/store/testing';

/** Only the clock and timers are fake: sockets, SQLite and Express keep their real event-loop turns. */
export function useSpecClock(): void {
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
    now: new Date('2025-06-01T10:00:00Z'),
  });
}

/** Lets real I/O run (the fake clock stays frozen) until `done()` holds; gives up after 20 real seconds. */
export async function until(done: () => boolean, what = 'the condition'): Promise<void> {
  const giveUpAt = realClock.now() + 20_000;
  while (!done()) {
    if (realClock.now() > giveUpAt) throw new Error(`gave up waiting for ${what}`);
    await new Promise<void>((resolve) => nextTurn(resolve));
  }
}

/** Lets pending real I/O settle (a fixed number of event-loop turns, no clock). */
export async function settle(turns = 2_000): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise<void>((resolve) => nextTurn(resolve));
}

/** Advances the fake clock inside act() (timers may dispatch and re-render the card). */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

// Every action any store dispatched, newest last (one recorder, added once like the auto-save middleware).
const actionLog: { type: string }[] = [];
const recorder: Middleware = () => (next) => (action) => {
  actionLog.push(action as { type: string });
  return next(action);
};
dynamicMiddleware.addMiddleware(recorder);

export interface Harness {
  api: RealApi;
  store: AppStore;
  actions: { type: string }[];
  /** Mounts <AutoSave/> on the store (`start`: the sign-in the sidebar saw before auto-save's code arrived). */
  mount(start?: AutoSaveStart): RenderResult;
  signIn(): void;
  requests(method: string, path?: string): { method: string; url: string }[];
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const api = await startRealApi();
  const store = createAppStore();
  actionLog.length = 0;
  let view: RenderResult | null = null;
  return {
    api,
    store,
    actions: actionLog,
    mount(start) {
      view = render(
        <Provider store={store}>
          <AutoSave start={start} />
        </Provider>,
      );
      return view;
    },
    signIn() {
      act(() => {
        store.dispatch(
          authChanged({
            isLoaded: true,
            isSignedIn: true,
            user: { id: api.userId, email: 'ada@example.org', fullName: 'Ada', avatarUrl: null },
          }),
        );
      });
    },
    requests: (method, path = '/api/designs') =>
      api.requests.filter((r) => r.method === method && r.url.startsWith(path)),
    async close() {
      view?.unmount();
      await api.close();
    },
  };
}

/**
 * A new harness for each test of the file (storage cleared, the spec's clock), closed after it. Answers the
 * current test's harness.
 */
export function harnessPerTest(): () => Harness {
  let harness: Harness | null = null;
  beforeEach(async () => {
    localStorage.clear();
    useSpecClock();
    harness = await createHarness();
  });
  afterEach(async () => {
    await harness?.close();
    jest.useRealTimers();
  });
  return () => {
    if (!harness) throw new Error('harnessPerTest: used outside a test');
    return harness;
  };
}
