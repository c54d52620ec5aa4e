import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData } from '@bento/core';
import { currentDesignSet, designsApi, designsChanged, publishRequested, type AppStore } from '@bento/store';
import { createAdmin, startRealApi, type RealApi, type TestAdmin } from '@bento/store/testing';
import { DesignsSidebar } from '../DesignsSidebar';
import { republishSite } from '../designs/siteThunks';
import { renderWithStore, settleAndCleanup, signedInStore } from '../designs/testing/renderWithStore';

// A site an administrator took down, as its owner sees it in the designs sidebar (real API, real admin action).

jest.setTimeout(20_000);

const TAKEN_DOWN_API_MESSAGE =
  'This site was taken down for a breach of the terms of service. It cannot be published, changed or removed until it is restored.';
const LOCKED = "You can't republish, edit or unpublish this site until an administrator restores it.";

let api: RealApi;
let admin: TestAdmin;
let store: AppStore;
let alertSpy: jest.SpyInstance;
let design: { id: string; siteId: string; slug: string };

beforeEach(async () => {
  api = await startRealApi();
  admin = await createAdmin(api);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  const { id } = await designsApi.create(createDefaultGridData(), 'Shop');
  const slug = `shop-${Date.now()}`;
  const site = await designsApi.publish(id, { siteTitle: 'Shop', slug });
  design = { id, siteId: site.id, slug };
  const takedown = await admin.call('POST', `/admin/sites/${site.id}/takedown`, { reason: 'Phishing links' });
  expect(takedown.status).toBe(200);
  store = signedInStore(api.user);
  renderWithStore(<DesignsSidebar />, store);
  await screen.findByRole('list', { name: 'Your designs' });
});
afterEach(async () => {
  alertSpy.mockRestore();
  try {
    await settleAndCleanup(store);
  } finally {
    await api.close();
  }
});

const card = () => screen.getByRole('button', { name: 'Shop' }).closest('li') as HTMLElement;

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Options for Shop' }));
  return screen.getByRole('menu', { name: 'Options for Shop' });
}

describe('a taken-down site in the designs sidebar', () => {
  it("says 'Taken down' with the administrator's reason instead of 'Live', without the live-site links", () => {
    expect(within(card()).getByText('Taken down')).toBeInTheDocument();
    expect(within(card()).queryByText('Live')).not.toBeInTheDocument();
    expect(within(card()).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(card()).getByText('Taken down by an administrator: Phishing links')).toBeVisible();
    expect(within(card()).queryByRole('link', { name: 'View live site' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Republish site' })).not.toBeInTheDocument();
  });

  it('disables Edit site, Republish and Unpublish with the reason as their description; the rest work', async () => {
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit site',
      'Republish',
      'Unpublish',
      'Insights',
      'Version history',
      'Submit as template',
      'Duplicate',
      'Delete',
    ]);
    for (const label of ['Edit site', 'Republish', 'Unpublish']) {
      const item = within(menu).getByRole('menuitem', { name: label });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription('Taken down by an administrator: Phishing links');
      expect(item).toHaveAttribute('title', LOCKED);
    }
    for (const label of ['Version history', 'Submit as template', 'Duplicate', 'Delete']) {
      expect(within(menu).getByRole('menuitem', { name: label })).not.toHaveAttribute('aria-disabled');
    }
    const before = api.requests.length;
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Republish' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Unpublish' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit site' }));
    // Nothing happens: the menu stays open, no dialog, no request.
    expect(screen.getByRole('menu', { name: 'Options for Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.slice(before)).toEqual([]);
  });

  it("shows the API's refusal if a request still reaches it (451), and the editor's publish explains instead", async () => {
    await act(async () => {
      await store.dispatch(republishSite(design.id, design.siteId));
    });
    expect(alertSpy).toHaveBeenCalledWith(TAKEN_DOWN_API_MESSAGE);

    // The editor's share / publish button for this design: no dialog that cannot succeed, but why.
    act(() => {
      store.dispatch(currentDesignSet(design.id));
      store.dispatch(publishRequested());
    });
    await waitFor(() =>
      expect(alertSpy).toHaveBeenLastCalledWith(`Taken down by an administrator: Phishing links ${LOCKED}`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is Live again once an administrator restores it', async () => {
    expect((await admin.call('POST', `/admin/sites/${design.siteId}/restore`)).status).toBe(200);
    act(() => {
      store.dispatch(designsChanged());
    });
    expect(await within(card()).findByText('Live')).toBeInTheDocument();
    expect(within(card()).queryByText('Taken down')).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View live site' })).toHaveAttribute(
      'href',
      `/${design.slug}`,
    );
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Republish' })).not.toHaveAttribute('aria-disabled');
  });
});
