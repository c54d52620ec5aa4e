import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@bento/ui/router';
import { authChanged, createAppStore } from '@bento/store';
import { ProtectedRoute, RedirectingToSignIn } from './ProtectedRoute';
import { signInRedirectTarget } from './signInRedirect';

function SignInProbe() {
  const location = useLocation();
  return <p>sign-in at {location.pathname + location.search}</p>;
}

function renderAt(path: string, store = createAppStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/publish" element={<ProtectedRoute>Publish Your Site</ProtectedRoute>} />
          <Route path="/sign-in/*" element={<SignInProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('ProtectedRoute', () => {
  it('sends a signed-out visitor to sign in with the full way back', async () => {
    renderAt('/publish?x=1');
    const back = encodeURIComponent(`${window.location.origin}/publish?x=1`);
    expect(await screen.findByText(`sign-in at /sign-in?redirect_url=${back}`)).toBeInTheDocument();
  });

  it('shows the route to a signed-in user', () => {
    const store = createAppStore();
    store.dispatch(authChanged({ isSignedIn: true }));
    renderAt('/publish', store);
    expect(screen.getByText('Publish Your Site')).toBeInTheDocument();
  });

  it('waits while the auth state loads: no redirect yet, then shows the route to a signed-in user', () => {
    const store = createAppStore();
    store.dispatch(authChanged({ isLoaded: false, isSignedIn: false }));
    renderAt('/publish', store);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/sign-in at/)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(authChanged({ isLoaded: true, isSignedIn: true }));
    });
    expect(screen.getByText('Publish Your Site')).toBeInTheDocument();
  });

  it('says it is redirecting while it does', () => {
    render(<RedirectingToSignIn />);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign in...');
  });

  it('appends the way back to a sign-in address that already has a query', () => {
    expect(signInRedirectTarget('https://auth.example.org/sign-in?lang=en', 'http://x/y')).toBe(
      'https://auth.example.org/sign-in?lang=en&redirect_url=http%3A%2F%2Fx%2Fy',
    );
  });
});
