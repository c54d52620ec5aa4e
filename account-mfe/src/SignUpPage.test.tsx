import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { authChanged, createAppStore, getAuthAdapter, registerAuthAdapter } from '@bento/store';
import { startFakeAuthServer, type FakeAuthServer } from '../../shell/src/auth/testing/fakeAuthServer';
import { renderAuthPage } from './auth/testing/renderAuthPage';
import { SignUpPage } from './SignUpPage';

const WARNING = 'You must agree to the Terms of Service and Privacy Policy to continue.';
const origin = window.location.origin;

describe('SignUpPage (local accounts)', () => {
  const initial = getAuthAdapter();
  let server: FakeAuthServer;

  beforeEach(async () => {
    server = await startFakeAuthServer();
  });
  afterEach(async () => {
    registerAuthAdapter(initial);
    await server.close();
  });

  async function fill(email: string, password: string, fullName = '') {
    if (fullName) await userEvent.type(screen.getByLabelText('Full name (optional)'), fullName);
    await userEvent.type(screen.getByLabelText('E-mail'), email);
    await userEvent.type(screen.getByLabelText('Password'), password);
  }

  const checkbox = () =>
    screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });

  it('links both legal pages in a new tab', async () => {
    await renderAuthPage(server, <SignUpPage />, '/sign-up');
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('refuses to submit unchecked: the warning, focus on the checkbox, nothing sent; checking clears it', async () => {
    await renderAuthPage(server, <SignUpPage />, '/sign-up');
    await fill('ada@example.org', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(WARNING);
    expect(checkbox()).toHaveFocus();
    expect(server.paths()).toEqual(['GET /api/auth/session']);

    await userEvent.click(checkbox());
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(checkbox()).toBeChecked();
  });

  it('signs up with the terms accepted and goes to a same-origin redirect_url', async () => {
    const back = encodeURIComponent(`${origin}/publish`);
    const { store } = await renderAuthPage(server, <SignUpPage />, `/sign-up?redirect_url=${back}`);
    await fill('Ada@Example.org', 'correct horse', 'Ada Lovelace');
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('landed at /publish')).toBeInTheDocument();

    const sent = server.requests.find((request) => request.url === '/api/auth/local/sign-up');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      email: 'Ada@Example.org',
      password: 'correct horse',
      fullName: 'Ada Lovelace',
      acceptTerms: true,
    });
    expect(store.getState().session.auth).toMatchObject({
      isSignedIn: true,
      user: { email: 'ada@example.org', fullName: 'Ada Lovelace' },
    });
  });

  it('sends a blank full name as none and goes home without a redirect_url', async () => {
    await renderAuthPage(server, <SignUpPage />, '/sign-up');
    await fill('grace@example.org', 'another pass');
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('landed at /')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.url === '/api/auth/local/sign-up');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ fullName: null });
  });

  it('shows the API’s message when sign-up fails', async () => {
    await renderAuthPage(server, <SignUpPage />, '/sign-up');
    await fill('ada@example.org', 'short');
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
    expect(server.session).toBeNull();
  });

  it('keeps the way back on its link to sign in', async () => {
    await renderAuthPage(server, <SignUpPage />, '/sign-up?redirect_url=%2Fpublish');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?redirect_url=%2Fpublish',
    );
  });

  it('sends an already signed-in visitor on', async () => {
    server.session = { id: 'user-9', email: 'x@example.org', fullName: null, avatarUrl: null };
    await renderAuthPage(server, <SignUpPage />, '/sign-up?redirect_url=%2Fmanage-projects');
    expect(await screen.findByText('landed at /manage-projects')).toBeInTheDocument();
  });

  it('says Loading... while the auth state loads', () => {
    const store = createAppStore();
    store.dispatch(authChanged({ isLoaded: false }));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/sign-up']}>
          <Routes>
            <Route path="/sign-up/*" element={<SignUpPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(authChanged({ isLoaded: true }));
    });
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
  });
});
