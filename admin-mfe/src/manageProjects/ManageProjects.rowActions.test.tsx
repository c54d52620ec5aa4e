import { act, screen, waitFor, within } from '@testing-library/react';
import {
  DESIGN_LIMIT_MESSAGE,
  UNPUBLISH_CONFIRM,
  currentDesignSet,
  gridReset,
  selectToasts,
  type AppStore,
} from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { apiTitles, seedDesign, seedSite } from './testing/apiFixtures';
import { actionTypes, renderManageProjects } from './testing/renderManageProjects';
import { findTable, rowOf, rowTitles } from './testing/tableQueries';

jest.setTimeout(30_000);

const api = realApiForEachTest();

const toasts = (store: AppStore) => selectToasts(store.getState()).map((toast) => toast.message);
const dialog = () => screen.getByRole('dialog');

describe('rename', () => {
  it('renames from the keyboard: Enter commits (trimmed), Escape cancels, an empty title is ignored', async () => {
    await seedDesign(api, 'Landing');
    const { user, store } = renderManageProjects(api);
    await findTable();

    within(rowOf('Landing')).getByRole('button', { name: 'Rename Landing' }).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'New title for Landing' });
    expect(field).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}  My Journey  {Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['My Journey']));
    expect(await apiTitles(api)).toEqual(['My Journey']);
    expect(toasts(store)).toContain('Design title updated successfully!');
    expect(actionTypes()).toContain('account/designsChanged');

    await user.click(within(rowOf('My Journey')).getByRole('button', { name: 'Rename My Journey' }));
    await user.keyboard('{Control>}a{/Control}Nope{Escape}');
    expect(rowTitles()).toEqual(['My Journey']);
    await user.click(within(rowOf('My Journey')).getByRole('button', { name: 'Rename My Journey' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['My Journey']));
    expect(await apiTitles(api)).toEqual(['My Journey']);
  });
});

describe('duplicate', () => {
  it("makes '{title} (Copy)' of the stored document", async () => {
    await seedDesign(api, 'Portfolio');
    const { user, store } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Duplicate Portfolio' }));
    await waitFor(() => expect(rowTitles().sort()).toEqual(['Portfolio', 'Portfolio (Copy)']));
    expect(await apiTitles(api)).toEqual(['Portfolio', 'Portfolio (Copy)']);
    expect(toasts(store)).toContain('Design duplicated successfully!');
  });

  it('shows the design-limit notice at 10 designs and sends nothing; it goes after 5 s', async () => {
    for (let index = 0; index < 10; index += 1) await seedDesign(api, `Design ${index}`);
    const { user } = renderManageProjects(api);
    await findTable();
    const before = api.requests.length;
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Duplicate Design 3' }));
      const notice = await screen.findByText(DESIGN_LIMIT_MESSAGE);
      expect(notice).toHaveAttribute('role', 'alert');
      expect(api.requests.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
      expect(await apiTitles(api)).toHaveLength(10);
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByText(DESIGN_LIMIT_MESSAGE)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's limit message when the list was out of date", async () => {
    for (let index = 0; index < 9; index += 1) await seedDesign(api, `Design ${index}`);
    const { user } = renderManageProjects(api);
    await findTable();
    await seedDesign(api, 'Made elsewhere');
    await user.click(screen.getByRole('button', { name: 'Duplicate Design 3' }));
    expect(await screen.findByText(DESIGN_LIMIT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toHaveLength(10));
  });
});

describe('delete', () => {
  it('asks once, deletes, tells the store (designDeleted) and leaves the site online as an orphan', async () => {
    const id = await seedDesign(api, 'Old');
    const site = await seedSite(api, id);
    await seedDesign(api, 'Keep');
    const { user, store } = renderManageProjects(api);
    await findTable();

    await user.click(screen.getByRole('button', { name: 'Delete Old' }));
    expect(
      within(dialog()).getByText(/Are you sure you want to delete “Old”\? This cannot be undone\./),
    ).toBeVisible();
    expect(within(dialog()).getByText(/Its published site stays online/)).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(await apiTitles(api)).toEqual(['Keep', 'Old']);

    await user.click(screen.getByRole('button', { name: 'Delete Old' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles().sort()).toEqual(['Keep', 'My site']));
    expect(within(rowOf('My site')).getByText('Orphaned')).toBeInTheDocument();
    expect(await apiTitles(api)).toEqual(['Keep']);
    expect((await api.call('GET', `/published-sites/slug/${site.slug}`)).status).toBe(200);
    expect(actionTypes()).toContain('account/designDeleted');
    expect(toasts(store)).toContain('Design deleted.');
  });

  it('empties the editor when the design it has open is deleted, and leaves it alone otherwise', async () => {
    const open = await seedDesign(api, 'Open');
    await seedDesign(api, 'Other');
    const { user, store } = renderManageProjects(api);
    await findTable();
    act(() => {
      store.dispatch(currentDesignSet(open));
    });
    const deleteOne = async (title: string) => {
      await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
      await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Delete ${title}` })).not.toBeInTheDocument(),
      );
    };
    await deleteOne('Other');
    expect(store.getState().project.currentDesignId).toBe(open);
    expect(actionTypes()).not.toContain(gridReset.type);
    await deleteOne('Open');
    expect(store.getState().project.currentDesignId).toBeNull();
    expect(actionTypes()).toContain(gridReset.type);
  });
});

describe('publish and unpublish', () => {
  it('publishes a design with the shared form rules and messages', async () => {
    await seedDesign(api, 'Fresh Start');
    const { user, store } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Publish Fresh Start' }));
    const form = within(dialog());
    expect(form.getByRole('textbox', { name: 'URL slug' })).toHaveValue('fresh-start');
    expect(form.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.clear(form.getByRole('textbox', { name: 'Site title' }));
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(form.getByRole('alert')).toHaveTextContent('Site title is required');

    await user.type(form.getByRole('textbox', { name: 'Site title' }), 'My Café');
    expect(form.getByRole('textbox', { name: 'URL slug' })).toHaveValue('my-caf');
    await user.clear(form.getByRole('textbox', { name: 'URL slug' }));
    await user.type(form.getByRole('textbox', { name: 'URL slug' }), 'My Cafe 2026!');
    expect(form.getByRole('textbox', { name: 'URL slug' })).toHaveValue('my-cafe-2026');
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await form.findByRole('status')).toHaveTextContent('Site published successfully!');
    await waitFor(() => expect(within(rowOf('Fresh Start')).getByText('Live')).toBeInTheDocument());
    expect((await api.call('GET', '/published-sites/slug/my-cafe-2026')).status).toBe(200);
    expect(actionTypes()).toContain('account/designsChanged');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(toasts(store)).toEqual([]);
  });

  it("shows the server's message for a taken slug", async () => {
    const other = await seedDesign(api, 'Other');
    const taken = await seedSite(api, other);
    await seedDesign(api, 'Mine');
    const { user } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Publish Mine' }));
    const form = within(dialog());
    await user.clear(form.getByRole('textbox', { name: 'URL slug' }));
    await user.type(form.getByRole('textbox', { name: 'URL slug' }), taken.slug);
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'This URL is already taken. Please choose another.',
    );
  });

  it('warns at 5 sites, as the sidebar’s dialog does', async () => {
    for (let index = 0; index < 5; index += 1) await seedSite(api, await seedDesign(api, `Live ${index}`));
    await seedDesign(api, 'Sixth');
    const { user } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Publish Sixth' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      "You've reached your limit of 5 published sites.",
    );
  });

  it('unpublishes after the spec’s confirmation', async () => {
    const id = await seedDesign(api, 'Shop');
    const site = await seedSite(api, id);
    const { user, store } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Unpublish Shop' }));
    expect(within(dialog()).getByText(UNPUBLISH_CONFIRM)).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(within(rowOf('Shop')).getByText('Not published')).toBeInTheDocument());
    expect((await api.call('GET', `/published-sites/slug/${site.slug}`)).status).toBe(404);
    expect(toasts(store)).toContain('Site unpublished.');
    expect(actionTypes()).toContain('account/designsChanged');
  });
});

describe('sync orphans', () => {
  it('gives an orphaned site a design again', async () => {
    const id = await seedDesign(api, 'Was here');
    await seedSite(api, id, 'Orphan');
    await api.call('DELETE', `/designs/${id}`);
    const { user, store } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Sync orphaned site Orphan' }));
    await waitFor(() => expect(within(rowOf('Orphan')).getByText('Live')).toBeInTheDocument());
    expect(await apiTitles(api)).toEqual(['Orphan']);
    expect(toasts(store)).toContain('Successfully synced 1 published site!');
    expect(screen.queryByRole('button', { name: /Sync orphaned sites/ })).toBeNull();
  });

  it('shows the design-limit notice when there is no room for an orphan', async () => {
    const id = await seedDesign(api, 'Was here');
    await seedSite(api, id, 'Orphan');
    await api.call('DELETE', `/designs/${id}`);
    for (let index = 0; index < 10; index += 1) await seedDesign(api, `Design ${index}`);
    const { user, store } = renderManageProjects(api);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Sync orphaned sites (1)' }));
    expect(await screen.findByText(DESIGN_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(within(rowOf('Orphan')).getByText('Orphaned')).toBeInTheDocument();
    expect(toasts(store)).not.toContain('No orphaned sites found to sync.');
  });
});
