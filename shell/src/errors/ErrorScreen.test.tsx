import 'fake-indexeddb/auto';
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_APP_CONFIG, LOCAL_IMAGE_DB_NAME, type PublicAppConfig } from '@bento/core';
import { AppConfigProvider } from '../config/AppConfigContext';
import { browser } from './browser';
import { CATEGORY_INFO, GENERIC_ERROR_DESCRIPTION } from './categories';
import type { ErrorCategory } from './categorize';
import { readErrorReports } from './errorReport';
import { ErrorScreen } from './ErrorScreen';

const CONFIG: PublicAppConfig = {
  ...DEFAULT_APP_CONFIG,
  supportEmail: 'help@example.test',
  issueTrackerUrl: 'https://tracker.example.test/issues/new',
};

function errorWith(message: string, stack = `Error: ${message}\n    at plainFunction (app.js:1:1)`): Error {
  const error = new Error(message);
  error.stack = stack;
  return error;
}

function renderScreen(
  error: unknown,
  { componentStack, onRetry = jest.fn() }: { componentStack?: string; onRetry?: () => void } = {},
) {
  return render(
    <AppConfigProvider config={CONFIG}>
      <ErrorScreen error={error} componentStack={componentStack} onRetry={onRetry} />
    </AppConfigProvider>,
  );
}

function shownErrorId(): string {
  const id = screen.getByText(/^Error ID: /).textContent?.replace('Error ID: ', '') ?? '';
  expect(id).toMatch(/^error_\d{13}[a-z0-9]+$/);
  return id;
}

beforeEach(() => {
  jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  jest.spyOn(browser, 'goTo').mockImplementation(() => {});
  jest.spyOn(browser, 'openInNewTab').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

describe('ErrorScreen texts', () => {
  const cases: [ErrorCategory, Error][] = [
    ['quota_exceeded', errorWith('Storage quota exceeded')],
    ['storage_error', errorWith('localStorage is disabled')],
    ['network_error', errorWith('Failed to fetch')],
    ['rendering_error', errorWith('Component failed')],
  ];

  it.each(cases)('shows the %s title, description and fixes', (category, error) => {
    renderScreen(error);
    const info = CATEGORY_INFO[category];
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: info.title })).toBeInTheDocument();
    expect(screen.getByText(info.description)).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(info.fixes);
  });

  it("describes an unknown error by its own message, or a generic text when there isn't one", () => {
    const { unmount } = renderScreen(errorWith('The flux capacitor broke'));
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Error' })).toBeInTheDocument();
    expect(screen.getByText('The flux capacitor broke')).toBeInTheDocument();
    unmount();

    renderScreen(undefined);
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Error' })).toBeInTheDocument();
    expect(screen.getByText(GENERIC_ERROR_DESCRIPTION)).toBeInTheDocument();
  });

  it('shows the error id and the configured support e-mail as a mailto link', () => {
    renderScreen(errorWith('x'));
    shownErrorId();
    expect(screen.getByRole('link', { name: 'help@example.test' })).toHaveAttribute(
      'href',
      'mailto:help@example.test',
    );
  });
});

describe('ErrorScreen buttons', () => {
  it('calls onRetry from Try Again', async () => {
    const onRetry = jest.fn();
    renderScreen(errorWith('x'), { onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each(['localStorage is disabled', 'Failed to fetch', 'Component failed', 'Odd'])(
    "offers no 'Clear Storage & Restart' for %j",
    (message) => {
      renderScreen(errorWith(message));
      expect(screen.queryByRole('button', { name: 'Clear Storage & Restart' })).not.toBeInTheDocument();
    },
  );

  it("clears the 'bento-' keys and the editor's image store, then reloads, from 'Clear Storage & Restart'", async () => {
    localStorage.setItem('bento-grid', '{}');
    localStorage.setItem('bento-project', '1');
    localStorage.setItem('unrelated', 'keep');
    // The image store as the editor leaves it: created, and still open (it closes when asked to).
    const open = indexedDB.open(LOCAL_IMAGE_DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('images');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    db.onversionchange = () => db.close();
    const names = async () => (await indexedDB.databases()).map((database) => database.name);
    expect(await names()).toContain(LOCAL_IMAGE_DB_NAME);
    renderScreen(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear Storage & Restart' }));

    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalledTimes(1));
    expect(await names()).not.toContain(LOCAL_IMAGE_DB_NAME);
  });

  it("goes to '/' with a full navigation from Go Home", async () => {
    renderScreen(errorWith('x'));
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(browser.goTo).toHaveBeenCalledWith('/');
  });

  describe('Copy Error Details', () => {
    function stubClipboard(writeText: jest.Mock | undefined) {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: writeText ? { writeText } : undefined,
      });
    }
    // act flushes the clipboard promise and the re-render, so the 2-second timer starts at a known time
    const clickCopy = () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy Error Details' }));
      });

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });

    it("copies the report as JSON and reads 'Copied!' for 2 seconds", async () => {
      jest.useFakeTimers();
      const writeText = jest.fn().mockResolvedValue(undefined);
      stubClipboard(writeText);
      renderScreen(errorWith('Failed to fetch'));

      await clickCopy();

      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledTimes(1);
      const text = String(writeText.mock.calls[0]?.[0]);
      expect(text).toContain('\n  "type": "network_error"');
      const copied = JSON.parse(text) as { details: { errorId: string; message: string } };
      expect(copied.details.errorId).toBe(shownErrorId());
      expect(copied.details.message).toBe('Failed to fetch');

      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy Error Details' })).toBeInTheDocument();
    });

    it('ignores a refused clipboard write', async () => {
      const writeText = jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
      stubClipboard(writeText);
      renderScreen(errorWith('x'));

      await clickCopy();

      expect(writeText).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Copy Error Details' })).toBeInTheDocument();
      expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    });

    it('ignores a browser without a clipboard', async () => {
      stubClipboard(undefined);
      renderScreen(errorWith('x'));

      await clickCopy();

      expect(screen.getByRole('button', { name: 'Copy Error Details' })).toBeInTheDocument();
    });
  });

  it('opens a prefilled issue in the configured tracker from Report Issue', async () => {
    renderScreen(errorWith('Failed to fetch', 'Error: Failed to fetch\n    at loadDesigns (api.js:10:5)'));
    const id = shownErrorId();

    await userEvent.click(screen.getByRole('button', { name: 'Report Issue' }));

    const url = jest.mocked(browser.openInNewTab).mock.calls[0]?.[0] ?? '';
    expect(url.startsWith('https://tracker.example.test/issues/new?title=')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('title')).toBe('Error: Failed to fetch');
    const body = params.get('body') ?? '';
    for (const part of [
      id,
      'network_error',
      'Failed to fetch',
      window.location.href,
      navigator.userAgent,
      'at loadDesigns',
    ]) {
      expect(body).toContain(part);
    }
  });

  it('shows and hides the technical details', async () => {
    renderScreen(errorWith('Component failed', 'Error: Component failed\n    at paint (grid.js:3:7)'), {
      componentStack: '\n    at Grid\n    at App',
    });
    const toggle = screen.getByRole('button', { name: 'Show Technical Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/at paint/)).not.toBeInTheDocument();

    await userEvent.click(toggle);

    expect(toggle).toHaveAccessibleName('Hide Technical Details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Component failed', { selector: 'pre' })).toBeInTheDocument();
    expect(screen.getByText(/at paint \(grid\.js:3:7\)/)).toBeInTheDocument();
    expect(screen.getByText(/at Grid\s+at App/)).toBeInTheDocument();

    await userEvent.click(toggle);

    expect(toggle).toHaveAccessibleName('Show Technical Details');
    expect(screen.queryByText(/at paint/)).not.toBeInTheDocument();
  });
});

describe('ErrorScreen report keeping', () => {
  it('saves the report once, under the id it shows, even in Strict Mode and on re-render', () => {
    const error = errorWith('Failed to fetch');
    const ui = (
      <StrictMode>
        <ErrorScreen error={error} onRetry={() => {}} />
      </StrictMode>
    );
    const { rerender } = render(ui);
    rerender(ui);

    const reports = readErrorReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.details.errorId).toBe(shownErrorId());
  });

  it('still shows the screen when storage writes throw', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderScreen(errorWith('Storage quota exceeded'));

    expect(setItem).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Storage Space Full' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Storage & Restart' })).toBeInTheDocument();
  });
});
