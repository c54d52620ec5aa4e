import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catchDownloads } from './qr/qrTesting';
import { COPIED_MS, ShareMenu } from './ShareMenu';

const URL = 'https://bento.example/ada';

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

afterEach(() => {
  setShare(undefined);
  jest.useRealTimers();
});

describe('ShareMenu', () => {
  it("offers the browser's share dialog first where it exists; the menu keeps 'Report this site'", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    render(<ShareMenu slug="ada" url={URL} title="Ada" text="Things I made" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Report this site' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Share with this device…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ada', text: 'Things I made', url: URL });
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
  });

  it('has no device item where the browser cannot share', async () => {
    render(<ShareMenu slug="ada" url={URL} title="Ada" text="Things I made" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('button', { name: 'Share with this device…' })).not.toBeInTheDocument();
  });

  it('otherwise lists share pages carrying the URL and text', async () => {
    render(<ShareMenu slug="ada" url={URL} title="Ada" text="Things I made" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const x = screen.getByRole('link', { name: 'Share on X' });
    expect(x).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(URL)}&text=Things%20I%20made`,
    );
    expect(x).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toBe(
      `mailto:?subject=Things%20I%20made&body=${encodeURIComponent(`Things I made ${URL}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(URL),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Share on X' })).not.toBeInTheDocument();
  });

  it("copies the link and says 'Copied!' for 2 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ShareMenu slug="ada" url={URL} title="Ada" text="Ada" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // Inside act: the write's then() sets state, which React would otherwise render on a (fake) timer. Its
    // promise chain may need a few more microtask turns than the read (seen under CI load): let them run, no clock.
    await act(async () => {
      await expect(navigator.clipboard.readText()).resolves.toBe(URL);
      for (let turn = 0; turn < 50 && !screen.queryByRole('button', { name: 'Copied!' }); turn += 1) {
        await Promise.resolve();
      }
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("opens 'QR code' with the page's address as a QR code, fetched on first use, and downloads it as SVG", async () => {
    const user = userEvent.setup();
    render(<ShareMenu slug="ada" url={URL} title="Ada" text="Things I made" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code' });
    const code = await screen.findByRole('img', { name: `QR code of ${URL}` });
    await waitFor(() => expect(code.querySelector('svg')).not.toBeNull());
    expect(dialog).toHaveTextContent(URL);

    const { downloads, stop } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    stop();
    expect(downloads[0]!.name).toBe('qr-code-ada.svg');
    expect(await downloads[0]!.blob.text()).toContain('<svg width="512" height="512"');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});
