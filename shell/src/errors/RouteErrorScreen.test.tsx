import { createMemoryRouter, isRouteErrorResponse, RouterProvider } from '@bento/ui/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteErrorScreen, routeErrorToError } from './RouteErrorScreen';

beforeEach(() => {
  // The router and React report caught errors on the console; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('RouteErrorScreen', () => {
  it('shows the error screen with the no-match 404 in the technical details', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p />, errorElement: <RouteErrorScreen /> }], {
      initialEntries: ['/a/b/c'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unexpected Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Technical Details' }));
    expect(
      screen.getByText('404 Not Found: Error: No route matches URL "/a/b/c"', { selector: 'pre' }),
    ).toBeInTheDocument();
  });

  it('navigates to the same address again from Try Again', async () => {
    let shouldThrow = true;
    function Page() {
      if (shouldThrow) throw new Error('Page exploded');
      return <p>Page is fine</p>;
    }
    const router = createMemoryRouter(
      [{ path: '/page', element: <Page />, errorElement: <RouteErrorScreen /> }],
      {
        initialEntries: ['/start', '/page?tab=1#top'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Page is fine')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/page', search: '?tab=1', hash: '#top' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('routeErrorToError', () => {
  it('keeps status, status text and data of a route error response', () => {
    const router = createMemoryRouter([{ path: '/', element: <p /> }], { initialEntries: ['/missing'] });
    const routeError = Object.values(router.state.errors ?? {})[0];
    expect(isRouteErrorResponse(routeError)).toBe(true);

    const error = routeErrorToError(routeError);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('404 Not Found: Error: No route matches URL "/missing"');
  });

  it('passes other errors through unchanged', () => {
    const error = new Error('loader failed');
    expect(routeErrorToError(error)).toBe(error);
    expect(routeErrorToError('plain text')).toBe('plain text');
  });
});
