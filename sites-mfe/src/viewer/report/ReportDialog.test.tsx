import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdmin, gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import { SiteView } from '../SiteView';
import type { PublicSite } from '../siteTypes';

// 'Report this site' in the React viewer (in-app navigation to /{slug}), against the real API: the report is sent
// without an account and lands in the admins' queue.

jest.setTimeout(20_000);

let api: RealApi;
let site: PublicSite;

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
  render(<SiteView site={site} url={`https://bento.example/${site.slug}`} year={2026} />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(screen.getByRole('button', { name: 'Report this site' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Report this site' }) };
}

beforeEach(async () => {
  api = await startRealApi();
  site = await publish();
  // A visitor: no account.
  api.signOut();
});
afterEach(() => api.close());

describe("the viewer's report dialog", () => {
  it('is a modal dialog reached from the share menu, focus on the first reason, Escape back to Share', async () => {
    const { user, dialog } = await openReport();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('group', { name: 'Share this site' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['Spam', 'Abuse or harassment', 'Illegal content', 'Copyright', 'Other']);
    // Tab stays inside: from Send back to the reasons, and the other way.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(api.requests.filter((request) => request.url.includes('/reports'))).toEqual([]);
  });

  it('sends the reason and details without an account, thanks the visitor, and the admins see it', async () => {
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: 'Copyright' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('maxLength', '1000');
    expect(details).toHaveAccessibleDescription('0 / 1000 characters');
    await user.type(details, '  My photos, used without asking.  ');
    expect(within(dialog).getByText('35 / 1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. Our team will review this site.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();

    const admin = await createAdmin(api);
    const queue = await admin.call<{ items: { reason: string; details: string; site: { slug: string } }[] }>(
      'GET',
      '/admin/reports',
    );
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        reason: 'copyright',
        details: 'My photos, used without asking.',
        site: expect.objectContaining({ slug: site.slug }),
      }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A new report starts empty.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Report this site' }));
    const again = screen.getByRole('dialog', { name: 'Report this site' });
    expect(within(again).getByRole('radio', { name: 'Copyright' })).not.toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('');
  });

  it("shows the API's message when it refuses: past the per-address limit (429)", async () => {
    // The limit counts every report from this address (5 an hour by default).
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await api.call('POST', `/published-sites/slug/${site.slug}/reports`, { reason: 'spam' })).status,
      ).toBe(201);
    }
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Too many reports. Please try again in 60 minutes.',
      ),
    );
    // Still open, the choice kept, Send usable again.
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it('says to check the connection when the API cannot be reached', async () => {
    const { user, dialog } = await openReport();
    await api.stop();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please check your connection and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
