// Once an account signs in on this device, the canary bucket follows the account (remotes/releaseChoice.ts), so a
// visitor gets the same release of each remote on each of their devices from the next page load on.
import { selectAuth, type RootState } from '@bento/store';
import { keyCanaryToAccount } from '../remotes/releaseChoice';

interface Store {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

export function keyCanaryToSignedInAccount(store: Store, storage?: Storage | null): () => void {
  let keyed: string | null = null;
  const follow = () => {
    const { isSignedIn, user } = selectAuth(store.getState());
    if (!isSignedIn || !user || user.id === keyed) return;
    keyed = user.id;
    keyCanaryToAccount(user.id, storage);
  };
  follow();
  return store.subscribe(follow);
}
