import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_MS } from '../viewer/shareLinks';
import { enhancePage } from './enhancePage';
import type { LazyParts } from './lazyParts';
import { loadNotFoundPage, loadSitePage, PAGE_URL, SITE, sourceParts } from './testPage';

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

// The owner check is covered in ownerLink.test.ts; here the session never answers a user.
const signedOut = (() => Promise.resolve(Response.json({ user: null }))) as typeof fetch;

afterEach(() => {
  setShare(undefined);
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('enhancePage on a site page', () => {
  it('opens the server-rendered share menu and closes it on Escape or a click elsewhere', async () => {
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut });
    const share = screen.getByRole('button', { name: 'Share' });
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
    await userEvent.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const x = screen.getByRole('link', { name: 'Share on X' });
    expect(x).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE_URL)}&text=Things%20I%20made`,
    );
    expect(x).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      `mailto:?subject=Things%20I%20made&body=${encodeURIComponent(`Things I made ${PAGE_URL}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Telegram' }).getAttribute('href')).toContain(
      encodeURIComponent(PAGE_URL),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Share on X' })).not.toBeInTheDocument();
    expect(share).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(share);
    await userEvent.click(screen.getByRole('link', { name: 'Share on X' }).closest('[role=group]')!);
    expect(screen.getByRole('group', { name: 'Share this site' })).toBeVisible();
    await userEvent.click(screen.getByText('Plain box'));
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
    await userEvent.click(share);
    await userEvent.click(share);
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
  });

  it("offers the browser's share dialog where it exists, with the page's url, title and text", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    loadSitePage();
    // The server cannot know whether the browser shares: the item is in the markup, hidden.
    expect(screen.getByText('Share with this device…')).toHaveAttribute('hidden');
    enhancePage(document, { fetchImpl: signedOut });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Report this site' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Share with this device…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ada Portfolio', text: 'Things I made', url: PAGE_URL });
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
  });

  it("shares the browser's address when the server sends a root-relative one (no PUBLIC_URL)", async () => {
    const user = userEvent.setup();
    loadSitePage(SITE, '/ada');
    enhancePage(document, { fetchImpl: signedOut });
    const absolute = new URL('/ada', document.baseURI).href;
    expect(absolute).toMatch(/^http:\/\/[^/]+\/ada$/);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(absolute)}&text=Things%20I%20made`,
    );
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(absolute)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(absolute);
  });

  it("copies the link and says 'Copied!' for 2 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(PAGE_URL);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('opens a box link in a new tab, but not a hover-effect-only one nor a box without link', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut });
    await userEvent.click(screen.getByText('First box'));
    expect(open).toHaveBeenCalledWith('https://example.org/a', '_blank', 'noopener,noreferrer');
    await userEvent.click(screen.getByText('Hover only'));
    await userEvent.click(screen.getByText('Plain box'));
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it("fetches the report dialog's part at its first opening only (again after a failure), no gallery", async () => {
    const user = userEvent.setup();
    const fetched = { report: 0, gallery: 0 };
    let offline = true;
    const parts: LazyParts = {
      dialog: (name) => {
        fetched[name as 'report'] += 1;
        return offline ? Promise.reject(new Error('offline')) : sourceParts.dialog(name);
      },
      gallery: () => {
        fetched.gallery += 1;
        return sourceParts.gallery();
      },
    };
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut, parts });
    const openReport = async () => {
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await user.click(screen.getByRole('button', { name: 'Report this site' }));
    };
    expect(fetched).toEqual({ report: 0, gallery: 0 });

    await openReport();
    expect(fetched.report).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    offline = false;
    await openReport();
    expect(await screen.findByRole('dialog', { name: 'Report this site' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openReport();
    expect(await screen.findByRole('dialog', { name: 'Report this site' })).toBeVisible();
    expect(fetched).toEqual({ report: 2, gallery: 0 });
  });

  it('leaves the markup as the server sent it until something happens', () => {
    loadSitePage();
    const before = document.body.innerHTML;
    enhancePage(document, { fetchImpl: signedOut });
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('enhancePage on the 404 page', () => {
  it("counts down from 3 once a second, then goes home; 'Go to Homepage Now' is a link home", () => {
    jest.useFakeTimers();
    loadNotFoundPage();
    const goHome = jest.fn();
    enhancePage(document, { goHome });
    expect(screen.getByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage Now' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Redirecting to homepage in 3 seconds...')).toBeInTheDocument();
    jest.advanceTimersByTime(1000);
    expect(screen.getByText('Redirecting to homepage in 2 seconds...')).toBeInTheDocument();
    jest.advanceTimersByTime(1000);
    expect(screen.getByText('Redirecting to homepage in 1 second...')).toBeInTheDocument();
    jest.advanceTimersByTime(999);
    expect(goHome).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(goHome).toHaveBeenCalledTimes(1);
  });
});
