import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData } from '@bento/core';
import {
  currentDesignSet,
  designsApi,
  saveFailed,
  saveStarted,
  unsavedChangesMarked,
  type AppStore,
} from '@bento/store';
import { useLocation } from '@bento/ui/router';
import { DesignsSidebar } from '../DesignsSidebar';
import {
  dispatched,
  renderWithStore,
  settleAndCleanup,
  signedInStore,
} from '../designs/testing/renderWithStore';
import { useFakeClock } from '../designs/testing/fakeClock';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { editSiteDialogOpened, publishDialogOpened } from '../state/accountActions';

jest.setTimeout(20_000);

let api: RealApi;
let store: AppStore;
let alertSpy: jest.SpyInstance;

beforeEach(async () => {
  api = await startRealApi();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  dispatched.length = 0;
});
afterEach(async () => {
  alertSpy.mockRestore();
  jest.useRealTimers();
  try {
    await settleAndCleanup(store);
  } finally {
    await api.close();
  }
});

async function seed(title: string): Promise<string> {
  return (await designsApi.create(createDefaultGridData(), title)).id;
}

async function renderWith(titles: string[]) {
  const ids = [];
  for (const title of titles) ids.push(await seed(title));
  store = signedInStore(api.user);
  renderWithStore(<DesignsSidebar />, store);
  await screen.findByRole('list', { name: 'Your designs' });
  return ids;
}

const card = (title: string) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;
// Inside act: the sidebar's own refetch may land while the test reads the server.
async function serverTitles() {
  let titles: string[] = [];
  await act(async () => {
    titles = (await designsApi.list()).map((design) => design.title);
  });
  return titles;
}

async function openMenu(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Options for ${title}` }));
  return within(screen.getByRole('menu', { name: `Options for ${title}` }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('renaming', () => {
  it('commits a trimmed title with Enter and says so', async () => {
    await renderWith(['Home']);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Home' }));
    const input = screen.getByRole('textbox', { name: 'Design title' });
    await userEvent.clear(input);
    await userEvent.type(input, '  About me  {Enter}');
    expect(await screen.findByRole('button', { name: 'About me' })).toBeInTheDocument();
    expect(await screen.findByText('Design title updated successfully!')).toHaveAttribute('role', 'status');
    expect(await serverTitles()).toEqual(['About me']);
  });

  it('commits on blur', async () => {
    await renderWith(['Home']);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Home' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Design title' }), ' page');
    await userEvent.click(screen.getByRole('searchbox'));
    await waitFor(async () => expect(await serverTitles()).toEqual(['Home page']));
  });

  it('cancels with Escape, and ignores an empty title', async () => {
    await renderWith(['Home']);
    const before = (await designsApi.list())[0]!.updatedAt;
    await userEvent.dblClick(screen.getByRole('button', { name: 'Home' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Design title' }), ' changed{Escape}');
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();

    await userEvent.dblClick(screen.getByRole('button', { name: 'Home' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Design title' }));
    await userEvent.keyboard('   {Enter}');
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect((await designsApi.list())[0]!.updatedAt).toBe(before);
    expect(dispatched.map((action) => action.type)).not.toContain('account/designsChanged');
  });
});

describe('menus by published state', () => {
  it('offers Publish, Submit as template, Duplicate and Delete for an unpublished design; Publish opens the dialog', async () => {
    const [id] = await renderWith(['Draft']);
    expect(await openMenu('Draft')).toEqual([
      'Publish',
      'Version history',
      'Submit as template',
      'Duplicate',
      'Delete',
    ]);
    expect(within(card('Draft')).queryByText('Live')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Publish' }));
    expect(dispatched).toContainEqual(publishDialogOpened({ designId: id! }));
  });

  it('offers Edit site, Republish, Unpublish for a published one, with the Live badge and site links', async () => {
    const id = await seed('Shop');
    const site = await designsApi.publish(id, { siteTitle: 'Shop', slug: `shop-${Date.now()}` });
    store = signedInStore(api.user);
    renderWithStore(<DesignsSidebar />, store);
    await screen.findByRole('list', { name: 'Your designs' });

    expect(within(card('Shop')).getByText('Live')).toBeInTheDocument();
    const view = within(card('Shop')).getByRole('link', { name: 'View live site' });
    expect(view).toHaveAttribute('href', `/${site.slug}`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(await openMenu('Shop')).toEqual([
      'Edit site',
      'Republish',
      'Unpublish',
      'Insights',
      'Version history',
      'Submit as template',
      'Duplicate',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit site' }));
    expect(dispatched).toContainEqual(editSiteDialogOpened({ designId: id, siteId: site.id }));

    await userEvent.click(within(card('Shop')).getByRole('button', { name: 'Republish site' }));
    expect(await screen.findByText('Site republished successfully!')).toHaveAttribute('role', 'status');
  });

  it("opens the site's Insights screen from the menu", async () => {
    const id = await seed('Shop');
    const site = await designsApi.publish(id, { siteTitle: 'Shop', slug: `shop-${Date.now()}` });
    store = signedInStore(api.user);
    function Address() {
      return <p data-testid="address">{useLocation().pathname}</p>;
    }
    renderWithStore(
      <>
        <DesignsSidebar />
        <Address />
      </>,
      store,
    );
    await screen.findByRole('list', { name: 'Your designs' });
    await openMenu('Shop');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Insights' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`/sites/${site.id}/insights`);
  });

  it('shows a site switched off in Edit Site as Hidden, without Republish', async () => {
    const id = await seed('Shop');
    const slug = `shop-${Date.now()}`;
    const site = await designsApi.publish(id, { siteTitle: 'Shop', slug });
    await designsApi.updateSite(id, site.id, { published: false });
    store = signedInStore(api.user);
    renderWithStore(<DesignsSidebar />, store);
    await screen.findByRole('list', { name: 'Your designs' });
    expect(within(card('Shop')).queryByText('Live')).not.toBeInTheDocument();
    expect(within(card('Shop')).getByText('Hidden')).toHaveAttribute(
      'title',
      expect.stringContaining(`/${slug}`),
    );
    expect(within(card('Shop')).queryByRole('link', { name: 'View live site' })).not.toBeInTheDocument();
    expect(await openMenu('Shop')).toEqual([
      'Edit site',
      'Unpublish',
      'Insights',
      'Version history',
      'Submit as template',
      'Duplicate',
      'Delete',
    ]);
  });

  it('unpublishes after the confirmation and flashes the row red for 2 seconds', async () => {
    const id = await seed('Shop');
    await designsApi.publish(id, { siteTitle: 'Shop', slug: `shop-${Date.now()}` });
    const confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
    store = signedInStore(api.user);
    renderWithStore(<DesignsSidebar />, store);
    await screen.findByRole('list', { name: 'Your designs' });
    await openMenu('Shop');
    const waitReal = useFakeClock();
    act(() => screen.getByRole('menuitem', { name: 'Unpublish' }).click());
    expect(confirmSpy).toHaveBeenCalledWith(
      'Are you sure you want to unpublish this site? It will no longer be publicly accessible.',
    );
    await waitReal(() => within(card('Shop')).queryByText('Live') === null);
    expect(card('Shop')).toHaveAttribute('data-flash', 'unpublished');
    act(() => jest.advanceTimersByTime(1999));
    expect(card('Shop')).toHaveAttribute('data-flash', 'unpublished');
    act(() => jest.advanceTimersByTime(1));
    expect(card('Shop')).not.toHaveAttribute('data-flash');
    confirmSpy.mockRestore();
  });
});

describe('duplicate and delete', () => {
  it("duplicates as '{title} (Copy)' with a toast", async () => {
    await renderWith(['Blog']);
    await openMenu('Blog');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    // A copy on the real API, then the list read again: slow on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Blog (Copy)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Design duplicated successfully!')).toHaveAttribute('role', 'status');
    expect(card('Blog (Copy)')).toHaveAttribute('data-flash', 'created');
  });

  it('deletes the current design and opens the most recently updated remaining one', async () => {
    const [, middle, newest] = await renderWith(['Oldest', 'Middle', 'Newest']);
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(store.getState().project.currentDesignId).toBe(newest));
    expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');

    await openMenu('Newest');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete design' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete “Newest”? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.getState().project.currentDesignId).toBe(middle));
    expect(screen.queryByRole('button', { name: 'Newest' })).not.toBeInTheDocument();
    expect(await serverTitles()).toEqual(['Middle', 'Oldest']);
  });

  it('asks before deleting: Cancel (which has the focus) keeps the design', async () => {
    await renderWith(['Keep me']);
    await openMenu('Keep me');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete design' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await serverTitles()).toEqual(['Keep me']);
  });

  it('says what happens to the live site of a design being deleted', async () => {
    const id = await seed('Shop');
    await designsApi.publish(id, { siteTitle: 'Shop', slug: `shop-${Date.now()}` });
    store = signedInStore(api.user);
    renderWithStore(<DesignsSidebar />, store);
    await screen.findByRole('list', { name: 'Your designs' });
    await openMenu('Shop');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete design' })).toHaveTextContent(
      'Its published site stays online, as an orphaned site, until you sync and unpublish it.',
    );
  });
});

describe('the current design with unsaved changes', () => {
  it("shows 'Unsaved' and a Save button on the selected card only, and 'Saving' only while a save is sent", async () => {
    const [first] = await renderWith(['One', 'Two']);
    act(() => {
      store.dispatch(currentDesignSet(first!));
      store.dispatch(unsavedChangesMarked());
    });
    expect(within(card('One')).getByText('Unsaved')).toBeInTheDocument();
    expect(within(card('One')).queryByText('Saving')).not.toBeInTheDocument();
    expect(within(card('One')).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(card('Two')).queryByText('Unsaved')).not.toBeInTheDocument();
    expect(within(card('Two')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(saveStarted());
    });
    expect(within(card('One')).getByText('Saving')).toBeInTheDocument();
    act(() => {
      store.dispatch(saveFailed('Failed to save design: Internal Server Error'));
    });
    expect(within(card('One')).getByText('Not saved')).toHaveAttribute(
      'title',
      'Failed to save design: Internal Server Error',
    );
    expect(within(card('One')).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows 'Untitled' for a design without a title", async () => {
    const id = (await api.call<{ id: string }>('POST', '/designs', { gridData: createDefaultGridData() }))
      .body.id;
    store = signedInStore(api.user);
    renderWithStore(<DesignsSidebar />, store);
    expect(await screen.findByRole('button', { name: 'Untitled' })).toBeInTheDocument();
    expect(id).toEqual(expect.any(String));
  });
});
