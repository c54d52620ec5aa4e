import { DEFAULT_APP_CONFIG } from '@bento/core';
import { createAppStore } from '@bento/store';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { routeNotFoundError } from './RouteNotFound';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('RouteNotFound', () => {
  it('an address no route matches shows the error screen with the 404 in the technical details', async () => {
    window.history.replaceState(null, '', '/a/b/c?x=1');
    render(<App store={createAppStore()} config={DEFAULT_APP_CONFIG} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unexpected Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Technical Details' }));
    expect(
      screen.getByText('404 Not Found: No route matches URL "/a/b/c"', { selector: 'pre' }),
    ).toBeInTheDocument();
    // Try Again asks for the same address again.
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(window.location.pathname + window.location.search).toBe('/a/b/c?x=1');
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  });

  it('its error keeps only the summary line as the stack', () => {
    const error = routeNotFoundError('/missing');
    expect(error.message).toBe('404 Not Found: No route matches URL "/missing"');
    expect(error.stack).toBe('RouteErrorResponse: 404 Not Found: No route matches URL "/missing"');
  });
});
