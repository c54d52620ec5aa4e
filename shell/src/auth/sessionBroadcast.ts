// Every open tab follows sign-in, sign-out and account switches made in another one (issue 28): the shell's one
// broadcaster. A tab whose signed-in user changes says so on a BroadcastChannel (a `storage` event where there is
// none); a tab that hears of a user other than its own asks its adapter who is signed in now, and the store does
// the rest (every remote follows session.auth). A tab coming back into view asks too, in case it slept through it.
import { selectAuth, type AuthAdapter, type RootState } from '@bento/store';

export const SESSION_CHANNEL = 'bento-session';
/** The fallback's key: written, then removed at once, so only the event remains. */
export const SESSION_SIGNAL_KEY = 'bento-session-signal';

interface SessionMessage {
  /** Who is signed in now in the tab that sent it; null when signed out. */
  userId: string | null;
}

interface BroadcastStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

export interface SessionBroadcastOptions {
  store: BroadcastStore;
  adapter: Pick<AuthAdapter, 'refresh'>;
  /** For tests: the window whose channel, storage and visibility are used. */
  target?: Window & typeof globalThis;
}

function signedInUserId(state: RootState): string | null | undefined {
  const auth = selectAuth(state);
  if (!auth.isLoaded) return undefined;
  return auth.isSignedIn && auth.user ? auth.user.id : null;
}

function readMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null || !('userId' in data)) return null;
  const { userId } = data as { userId: unknown };
  return typeof userId === 'string' || userId === null ? { userId } : null;
}

/** Starts broadcasting and following; returns the stop function. */
export function startSessionBroadcast({
  store,
  adapter,
  target = window,
}: SessionBroadcastOptions): () => void {
  let announced = signedInUserId(store.getState());
  const channel =
    typeof target.BroadcastChannel === 'function' ? new target.BroadcastChannel(SESSION_CHANNEL) : null;

  const follow = (message: SessionMessage | null) => {
    if (!message) return;
    const own = signedInUserId(store.getState());
    if (own !== undefined && own !== message.userId) void adapter.refresh();
  };

  const announce = (userId: string | null) => {
    const message: SessionMessage = { userId };
    if (channel) {
      channel.postMessage(message);
      return;
    }
    try {
      target.localStorage.setItem(SESSION_SIGNAL_KEY, JSON.stringify({ ...message, at: Date.now() }));
      target.localStorage.removeItem(SESSION_SIGNAL_KEY);
    } catch {
      // No storage either: the tab's next token request finds out (a 401 re-reads the session).
    }
  };

  const onStore = () => {
    const userId = signedInUserId(store.getState());
    if (userId === undefined || userId === announced) return;
    // The first answer of this tab's own start is news to nobody.
    const first = announced === undefined;
    announced = userId;
    if (!first) announce(userId);
  };

  const onMessage = (event: MessageEvent) => follow(readMessage(event.data));
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_SIGNAL_KEY || !event.newValue) return;
    try {
      follow(readMessage(JSON.parse(event.newValue)));
    } catch {
      // Not ours.
    }
  };
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') void adapter.refresh();
  };

  const unsubscribe = store.subscribe(onStore);
  channel?.addEventListener('message', onMessage);
  target.addEventListener('storage', onStorage);
  target.document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    target.removeEventListener('storage', onStorage);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
