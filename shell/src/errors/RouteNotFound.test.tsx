import { DEFAULT_APP_CONFIG } from '@bento/core';
import { createAppStore } from '@bento/store';
import { render, screen } from '@testing-library/react';
import { App } from '../App';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('RouteNotFound', () => {
  it("an address no route matches says 'Page not found' with the way home, and keeps no error report", async () => {
    window.history.replaceState(null, '', '/a/b/c?x=1');
    render(<App store={createAppStore()} config={DEFAULT_APP_CONFIG} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/a/b/c')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).not.toBeInTheDocument();
    expect(localStorage.getItem('bento-error-reports')).toBeNull();
  });
});
