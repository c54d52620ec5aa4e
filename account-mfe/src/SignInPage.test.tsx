import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { authChanged, createAppStore, getAuthAdapter, registerAuthAdapter } from '@bento/store';
import {
  seedAccount,
  startFakeAuthServer,
  type FakeAuthServer,
} from '../../shell/src/auth/testing/fakeAuthServer';
import { renderAuthPage } from './auth/testing/renderAuthPage';
import { SignInPage } from './SignInPage';

const origin = window.location.origin;
const back = (path: string) => `redirect_url=${encodeURIComponent(`${origin}${path}`)}`;

describe('SignInPage (local accounts)', () => {
  const initial = getAuthAdapter();
  let server: FakeAuthServer;

  beforeEach(async () => {
    server = await startFakeAuthServer();
    await seedAccount(server, 'ada@example.org', 'correct horse');
  });
  afterEach(async () => {
    registerAuthAdapter(initial);
    await server.close();
  });

  async function signIn(email: string, password: string) {
    await userEvent.type(screen.getByLabelText('E-mail'), email);
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('shows the API’s message for a wrong password and stays', async () => {
    await renderAuthPage(server, <SignInPage />, '/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await signIn('ada@example.org', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(server.session).toBeNull();
  });

  it('signs in, re-reads the session and goes back to a same-origin redirect_url', async () => {
    const { store } = await renderAuthPage(server, <SignInPage />, `/sign-in?${back('/publish?tab=1')}`);
    await signIn('ada@example.org', 'correct horse');
    expect(await screen.findByText('landed at /publish?tab=1')).toBeInTheDocument();
    expect(store.getState().session.auth).toMatchObject({
      isSignedIn: true,
      user: { email: 'ada@example.org' },
    });
    expect(server.paths()).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/local/sign-in',
      'GET /api/auth/session',
    ]);
  });

  it('goes home instead of to another site', async () => {
    const evil = encodeURIComponent('https://evil.example.com/publish');
    await renderAuthPage(server, <SignInPage />, `/sign-in?redirect_url=${evil}`);
    await signIn('ada@example.org', 'correct horse');
    expect(await screen.findByText('landed at /')).toBeInTheDocument();
  });

  it('sends an already signed-in visitor straight on', async () => {
    await seedAccount(server, 'grace@example.org', 'another pass');
    server.session = { id: 'user-2', email: 'grace@example.org', fullName: null, avatarUrl: null };
    await renderAuthPage(server, <SignInPage />, `/sign-in?${back('/manage-projects')}`);
    expect(await screen.findByText('landed at /manage-projects')).toBeInTheDocument();
  });

  it('links to sign-up keeping the way back', async () => {
    await renderAuthPage(server, <SignInPage />, `/sign-in?${back('/publish')}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/sign-up?${back('/publish')}`,
    );
  });

  it('says Loading... until the auth state is known', () => {
    const store = createAppStore();
    store.dispatch(authChanged({ isLoaded: false }));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/sign-in']}>
          <Routes>
            <Route path="/sign-in/*" element={<SignInPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => {
      store.dispatch(authChanged({ isLoaded: true }));
    });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
