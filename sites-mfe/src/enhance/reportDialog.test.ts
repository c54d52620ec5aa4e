import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdmin, gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import type { PublicSite } from '../viewer/siteTypes';
import { enhancePage } from './enhancePage';
import { loadSitePage, sourceParts } from './testPage';

// 'Report this site' on the server-rendered page: the server's real markup (the dialog rendered hidden) wired by
// the page's script, sending to the real API as the browser would (same origin, no account).

jest.setTimeout(20_000);

let api: RealApi;
let site: PublicSite;

/** The page's same-origin fetch: its root-relative paths go to the API's address. */
const pageFetch: typeof fetch = (input, init) => fetch(new URL(String(input), api.origin), init);

async function publish(): Promise<PublicSite> {
  const design = await api.call<{ id: string }>('POST', '/designs', {
    title: 'Ada',
    gridData: gridFixture(),
  });
  const slug = `ada-${Math.random().toString(36).slice(2, 8)}`;
  await api.call('POST', `/designs/${design.body.id}/publish`, { siteTitle: 'Ada Portfolio', slug });
  return (await api.call<PublicSite>('GET', `/published-sites/slug/${slug}`)).body;
}

async function openReport() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(screen.getByRole('button', { name: 'Report this site' }));
  // The dialog's code is fetched at the first click (dialogOpeners.ts).
  return { user, dialog: await screen.findByRole('dialog', { name: 'Report this site' }) };
}

beforeEach(async () => {
  api = await startRealApi();
  site = await publish();
  api.signOut();
  loadSitePage(site, `/${site.slug}`);
  enhancePage(document, { fetchImpl: pageFetch, parts: sourceParts });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await api.close();
});

describe("the server-rendered page's report dialog", () => {
  it('is in the markup, hidden, until the share menu opens it; Escape and Cancel close it, back to Share', async () => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { user, dialog } = await openReport();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      "Tell us what's wrong with this site. You don't need an account.",
    );
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();

    await openReport();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(api.requests.filter((request) => request.url.includes('/reports'))).toEqual([]);
  });

  it('asks for a reason, counts the details, sends the report and thanks the visitor', async () => {
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');

    await user.click(within(dialog).getByRole('radio', { name: 'Abuse or harassment' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    await user.type(details, 'Insults in box 2');
    expect(details).toHaveAccessibleDescription('16 / 1000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. Our team will review this site.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();

    const admin = await createAdmin(api);
    const queue = await admin.call<{ items: { reason: string; details: string; site: { slug: string } }[] }>(
      'GET',
      '/admin/reports',
    );
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        reason: 'abuse',
        details: 'Insults in box 2',
        site: expect.objectContaining({ slug: site.slug }),
      }),
    ]);

    // Closed and opened again: a new, empty report.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    const again = (await openReport()).dialog;
    expect(within(again).getByRole('radio', { name: 'Abuse or harassment' })).not.toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('');
    expect(within(again).getByText('0 / 1000 characters')).toBeInTheDocument();
    expect(within(again).queryByText('Thank you. Our team will review this site.')).not.toBeInTheDocument();
  });

  it("shows the API's message past the per-address limit (429)", async () => {
    for (let i = 0; i < 5; i += 1) {
      await api.call('POST', `/published-sites/slug/${site.slug}/reports`, { reason: 'spam' });
    }
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Too many reports. Please try again in 60 minutes.'),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it("answers a site taken down meanwhile with the API's message, and a dropped connection with its own", async () => {
    const admin = await createAdmin(api);
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    expect(
      (await admin.call('POST', `/admin/sites/${site.id}/takedown`, { reason: 'Spam links' })).status,
    ).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText(
        'This site is unavailable: it was taken down for a breach of the terms of service.',
      ),
    ).toHaveAttribute('role', 'alert');

    await api.stop();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please check your connection and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
