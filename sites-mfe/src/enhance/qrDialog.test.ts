import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catchDownloads } from '../viewer/qr/qrTesting';
import { enhancePage } from './enhancePage';
import type { DialogName, LazyParts } from './lazyParts';
import { loadSitePage, PAGE_URL, SITE, sourceParts } from './testPage';

// 'QR code' on the server-rendered page: the server's real markup (the dialog rendered hidden) wired by the page's
// script, the QR code's part fetched at the first opening only.

describe("the server-rendered page's QR code", () => {
  it('fetches its part at the first opening, shows the address as a QR code and downloads it as SVG', async () => {
    const fetched: DialogName[] = [];
    const parts: LazyParts = {
      ...sourceParts,
      dialog: (name) => {
        fetched.push(name);
        return sourceParts.dialog(name);
      },
    };
    loadSitePage();
    const user = userEvent.setup();
    enhancePage(document, { parts });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const share = screen.getByRole('button', { name: 'Share' });
    await user.click(share);
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' });
    expect(fetched).toEqual(['qr']);
    const code = within(dialog).getByRole('img', { name: `QR code of ${PAGE_URL}` });
    expect(code.querySelector('svg')).toHaveAttribute('viewBox');
    expect(within(dialog).getByText(PAGE_URL)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toHaveFocus();

    const { downloads, stop } = catchDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    stop();
    expect(downloads[0]!.name).toBe(`qr-code-${SITE.slug}.svg`);
    expect(downloads[0]!.blob.type).toBe('image/svg+xml');
    expect(await downloads[0]!.blob.text()).toMatch(
      /^<svg width="512" height="512" [^>]*viewBox="0 0 \d+ \d+"/,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(share).toHaveFocus();
    // Opened again: the part is not fetched twice.
    await user.click(share);
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    expect(await screen.findByRole('dialog', { name: 'QR code' })).toBeVisible();
    expect(fetched).toEqual(['qr']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
