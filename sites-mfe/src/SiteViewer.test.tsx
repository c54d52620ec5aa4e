import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { createPathnameProbe } from './testing/pathnameProbe';
import { FIRST_BOX_TEXT } from '@bento/core';
import { authChanged, createAppStore } from '@bento/store';
import { SiteViewer } from './SiteViewer';
import { siteFixture } from './viewer/testing/siteFixture';

const SITE = siteFixture();

let fetchMock: jest.Mock;

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

const { PathnameProbe, pathname } = createPathnameProbe();

function renderViewer(path = '/ada') {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PathnameProbe />
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/:slug" element={<SiteViewer />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, pathname };
}

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SiteViewer', () => {
  it('loads the site and shows header, grid, share button and footer to a visitor', async () => {
    reply(200, SITE);
    renderViewer();
    expect(await screen.findByRole('heading', { name: 'Ada Portfolio' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/published-sites/slug/ada');
    expect(screen.getByText('Things I made')).toBeInTheDocument();
    expect(screen.getByText('First box')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit your site' })).not.toBeInTheDocument();
    expect(screen.getByText('Made with')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByText(/All rights reserved\./)).toBeInTheDocument();
  });

  it("shows 'Edit your site' to the owner only", async () => {
    reply(200, SITE);
    const { store } = renderViewer();
    await screen.findByRole('heading', { name: 'Ada Portfolio' });
    act(() => {
      store.dispatch(
        authChanged({
          isSignedIn: true,
          user: { id: 'someone-else', email: 'x@example.org', fullName: null, avatarUrl: null },
        }),
      );
    });
    expect(screen.queryByRole('link', { name: 'Edit your site' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        authChanged({ user: { id: 'user-1', email: 'ada@example.org', fullName: null, avatarUrl: null } }),
      );
    });
    expect(screen.getByRole('link', { name: 'Edit your site' })).toHaveAttribute('href', '/ada/edit');
  });

  it('opens a box link in a new tab, but not a hover-effect-only one', async () => {
    reply(200, SITE);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderViewer();
    await userEvent.click(await screen.findByText('First box'));
    expect(open).toHaveBeenCalledWith('https://example.org/a', '_blank', 'noopener,noreferrer');
    await userEvent.click(screen.getByText('Hover only'));
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it("shows the editor's placeholder boxes empty and no media from unsafe URLs", async () => {
    reply(
      200,
      siteFixture(
        { id: 'p1', contentId: FIRST_BOX_TEXT, order: 2, style: { bgImageUrl: '/api/auth/local/sign-out' } },
        { id: 'p2', contentId: '<p>New Box 3</p>', order: 3, style: { bgVideoUrl: 'blob:http://x/y' } },
        { id: 'p3', contentId: '', order: 4, style: { bgImageUrl: 'https://img.example/cat.png' } },
      ),
    );
    renderViewer();
    await screen.findByText('First box');
    expect(screen.queryByText(FIRST_BOX_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText('New Box 3')).not.toBeInTheDocument();
    expect(document.querySelector('[data-box-id="p1"]')).toHaveTextContent(/^$/);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://img.example/cat.png',
    ]);
    expect(document.querySelector('video')).toBeNull();
  });

  it('uses 4 columns when the data has none, and a message when there are no grid settings', async () => {
    reply(200, { ...SITE, gridData: { ...SITE.gridData, gridSettings: {} } });
    renderViewer();
    await screen.findByText('First box');
    expect(document.querySelector('section[data-columns]')).toHaveAttribute('data-columns', '4');
  });

  it("shows 'No content available for this grid.' without grid settings", async () => {
    reply(200, { ...SITE, gridData: { boxes: [] } });
    renderViewer();
    expect(await screen.findByText('No content available for this grid.')).toBeInTheDocument();
  });

  it.each([
    [404, { error: { code: 'not_found', message: 'Site not found' } }, 'Site not found'],
    [500, { error: { code: 'internal', message: 'boom' } }, 'Failed to load site'],
  ])('answers HTTP %s with %s and the countdown home', async (status, body, message) => {
    jest.useFakeTimers();
    reply(status, body);
    const { pathname } = renderViewer();
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    expect(screen.getByText(/may have been removed or doesn't exist/)).toBeInTheDocument();
    expect(screen.getByText('Redirecting to homepage in 3 seconds...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Redirecting to homepage in 2 seconds...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Redirecting to homepage in 1 second...')).toBeInTheDocument();
    expect(pathname()).toBe('/ada');
    act(() => jest.advanceTimersByTime(1000));
    expect(pathname()).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it("says 'This site is unavailable' for a site an administrator took down (HTTP 451)", async () => {
    reply(451, {
      error: {
        code: 'site_taken_down',
        message: 'This site is unavailable: it was taken down for a breach of the terms of service.',
      },
    });
    renderViewer();
    const heading = await screen.findByRole('heading', { name: 'This site is unavailable' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent(
      'It was taken down for a breach of the terms of service.',
    );
    expect(screen.queryByText(/may have been removed/)).not.toBeInTheDocument();
  });

  it("answers a network failure with 'Error loading site data'; 'Go to Homepage Now' goes home", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { pathname } = renderViewer();
    expect(await screen.findByRole('heading', { name: 'Error loading site data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Homepage Now' }));
    expect(pathname()).toBe('/');
  });
});
