// The sidebar's flashes belong to who is signed in (the slice is injected once someone is).
import { authChanged, createAppStore } from '@bento/store';
import { designFlashed, injectedDesignsSlice, selectDesignFlash } from './designsSlice';

const user = (id: string, fullName: string | null = null) => ({
  id,
  email: `${id}@example.org`,
  fullName,
  avatarUrl: null,
});
const signedIn = (id: string, fullName: string | null = null) =>
  authChanged({ isLoaded: true, isSignedIn: true, user: user(id, fullName) });

it('keeps the flashes when the same account is renamed, drops them for another account or a sign-out', () => {
  const store = createAppStore();
  store.dispatch(designFlashed({ id: 'd1', tone: 'created' }));
  // The account settings' name form reports the same user again.
  store.dispatch(signedIn('ada', 'Ada L.'));
  expect(selectDesignFlash(store.getState(), 'd1')).toBe('created');
  expect(injectedDesignsSlice.selectSlice(store.getState()).ownerId).toBe('ada');
  store.dispatch(signedIn('bob'));
  expect(selectDesignFlash(store.getState(), 'd1')).toBeUndefined();
  store.dispatch(designFlashed({ id: 'd2', tone: 'created' }));
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: false, user: null }));
  expect(selectDesignFlash(store.getState(), 'd2')).toBeUndefined();
});
