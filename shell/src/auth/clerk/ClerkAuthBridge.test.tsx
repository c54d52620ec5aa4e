import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, selectAuth } from '@bento/store';
import { ClerkAuthBridge } from './ClerkAuthBridge';
import { createClerkAuthAdapter } from './clerkAuthAdapter';

// Clerk's servers are unreachable here, so its two hooks are replaced by a fake context: what is under test is
// our mapping of Clerk's state onto session.auth and the adapter, not Clerk.
interface FakeClerk {
  auth: Record<string, unknown>;
  user: { isLoaded: boolean; user: Record<string, unknown> | null };
  authOptions: unknown[];
}
const fake: FakeClerk = { auth: {}, user: { isLoaded: false, user: null }, authOptions: [] };

jest.mock('@clerk/react', () => ({
  useAuth: (options: unknown) => {
    fake.authOptions.push(options);
    return fake.auth;
  },
  useUser: () => fake.user,
}));

const getToken = jest.fn(async () => 'clerk-token');
const signOut = jest.fn(async () => {});

const clerkUser = {
  id: 'user_2abc',
  fullName: 'Ada Lovelace',
  imageUrl: 'https://img.clerk.com/ada.png',
  primaryEmailAddress: { emailAddress: 'ada@example.org' },
};

function signedIn(extra: Record<string, unknown> = {}) {
  fake.auth = {
    isLoaded: true,
    isSignedIn: true,
    userId: clerkUser.id,
    sessionClaims: { sts: 'active' },
    getToken,
    signOut,
    ...extra,
  };
  fake.user = { isLoaded: true, user: clerkUser };
}

function renderBridge() {
  const store = createAppStore();
  const adapter = createClerkAuthAdapter();
  const view = render(
    <Provider store={store}>
      <ClerkAuthBridge adapter={adapter} />
    </Provider>,
  );
  return {
    store,
    adapter,
    rerender: () =>
      view.rerender(
        <Provider store={store}>
          <ClerkAuthBridge adapter={adapter} />
        </Provider>,
      ),
  };
}

beforeEach(() => {
  fake.auth = { isLoaded: false, isSignedIn: undefined, userId: undefined, getToken, signOut };
  fake.user = { isLoaded: false, user: null };
  fake.authOptions = [];
  getToken.mockClear();
  signOut.mockClear();
});

describe('ClerkAuthBridge', () => {
  it('stays loading, with no token, while Clerk loads', async () => {
    const { store, adapter } = renderBridge();
    expect(selectAuth(store.getState())).toMatchObject({ isLoaded: false, isSignedIn: false, user: null });
    await expect(adapter.getToken()).resolves.toBeNull();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('maps a signed-in Clerk user onto session.auth and lends Clerk’s token and sign-out', async () => {
    signedIn();
    const { store, adapter } = renderBridge();
    expect(selectAuth(store.getState())).toMatchObject({
      isLoaded: true,
      isSignedIn: true,
      user: {
        id: 'user_2abc',
        email: 'ada@example.org',
        fullName: 'Ada Lovelace',
        avatarUrl: 'https://img.clerk.com/ada.png',
      },
    });
    await expect(adapter.getToken()).resolves.toBe('clerk-token');
    await adapter.signOut();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks Clerk to treat a pending session as signed out, and does so itself', async () => {
    signedIn({ sessionClaims: { sts: 'pending' } });
    const { store, adapter } = renderBridge();
    expect(fake.authOptions[0]).toEqual({ treatPendingAsSignedOut: true });
    expect(selectAuth(store.getState())).toMatchObject({ isLoaded: true, isSignedIn: false, user: null });
    await expect(adapter.getToken()).resolves.toBeNull();
  });

  it('follows Clerk when the user signs out', async () => {
    signedIn();
    const { store, adapter, rerender } = renderBridge();
    fake.auth = { isLoaded: true, isSignedIn: false, userId: null, sessionClaims: null, getToken, signOut };
    fake.user = { isLoaded: true, user: null };
    act(() => rerender());
    expect(selectAuth(store.getState())).toMatchObject({ isLoaded: true, isSignedIn: false, user: null });
    await expect(adapter.getToken()).resolves.toBeNull();
  });

  it('disconnects from the adapter when unmounted', async () => {
    signedIn();
    const store = createAppStore();
    const adapter = createClerkAuthAdapter();
    const view = render(
      <Provider store={store}>
        <ClerkAuthBridge adapter={adapter} />
      </Provider>,
    );
    view.unmount();
    await expect(adapter.getToken()).resolves.toBeNull();
  });
});
