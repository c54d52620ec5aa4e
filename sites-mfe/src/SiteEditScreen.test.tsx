import { act, screen, waitFor, within } from '@testing-library/react';
import { createDefaultGridData, LOCAL_DRAFT_EXPIRY_MS } from '@bento/core';
import { selectEditContext, selectProject } from '@bento/store';
import { boxAdded } from '../../editor-mfe/src/state/editorSlice';
import { PublishFlow } from '../../account-mfe/src/publish/PublishFlow';
import { siteDraftKey } from '@bento/core';
import {
  designsOf,
  gridFixture,
  publishFixture,
  renderSiteEdit,
  signedInAs,
  startRealApi,
  type RealApi,
} from './edit/testing/siteEditHarness';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false });
});
afterAll(() => api.close());
afterEach(() => window.localStorage.clear());

const loaded = () => waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

describe('the owner', () => {
  it("gets the linked design (not the site's published copy) in edit mode, after 'Loading site into editor...'", async () => {
    const owner = await api.signIn();
    const site = await publishFixture(api, 3);
    // Edited since publishing: the design has a fourth box the site does not.
    const edited = gridFixture(4);
    await api.call('PATCH', `/designs/${site.designId}`, { gridData: edited });

    const view = renderSiteEdit(`/${site.slug}/edit`, { userId: owner.id });
    expect(screen.getByRole('status')).toHaveTextContent('Loading site into editor...');
    expect(selectEditContext(view.store.getState()).isEditMode).toBe(true);
    await loaded();

    expect(view.boxIds()).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(selectProject(view.store.getState()).currentDesignId).toBe(site.designId);
    expect(selectEditContext(view.store.getState())).toEqual({
      isEditMode: true,
      isOwner: true,
      site: { id: site.id, slug: site.slug, siteTitle: 'Ada Portfolio', designId: site.designId },
    });
    expect(await designsOf(api)).toHaveLength(1);
  });

  it("gets the site's own document when the site has no design (orphan), with no current design", async () => {
    const owner = await api.signIn();
    const site = await publishFixture(api, 2);
    await api.call('DELETE', `/designs/${site.designId}`);

    const view = renderSiteEdit(`/${site.slug}/edit`, { userId: owner.id });
    await loaded();
    expect(view.boxIds()).toEqual(['b1', 'b2']);
    expect(selectProject(view.store.getState()).currentDesignId).toBeNull();
    expect(selectEditContext(view.store.getState())).toMatchObject({
      isOwner: true,
      site: { slug: site.slug, designId: null },
    });
  });

  it('with ?publish=true opens the publish dialog in republish mode once loaded, exactly once', async () => {
    const owner = await api.signIn();
    const site = await publishFixture(api, 2);
    const view = renderSiteEdit(`/${site.slug}/edit?publish=true`, {
      userId: owner.id,
      extra: <PublishFlow />,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Publish site' });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Update this site' })).toBeChecked(),
    );
    expect(view.boxIds()).toEqual(['b1', 'b2']);
    expect(view.actions().filter((type) => type === 'contract/publishRequested')).toHaveLength(1);
  });

  it('without ?publish=true no publish dialog is asked for', async () => {
    const owner = await api.signIn();
    const site = await publishFixture(api, 2);
    const view = renderSiteEdit(`/${site.slug}/edit`, { userId: owner.id, extra: <PublishFlow /> });
    await loaded();
    await waitFor(() => expect(view.boxIds()).toEqual(['b1', 'b2']));
    expect(view.actions()).not.toContain('contract/publishRequested');
  });

  it('waits for the auth state before deciding who is editing', async () => {
    const owner = await api.signIn();
    const site = await publishFixture(api, 2);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const view = renderSiteEdit(`/${site.slug}/edit`, { authLoaded: false });
    // The public read answers, but nothing is decided while auth loads.
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await act(() => fetchSpy.mock.results[0]!.value as Promise<Response>);
    fetchSpy.mockRestore();
    expect(view.actions()).not.toContain('contract/loadGridData');
    expect(screen.getByRole('status')).toHaveTextContent('Loading site into editor...');
    act(() => signedInAs(view.store, owner.id));
    await loaded();
    expect(selectEditContext(view.store.getState()).isOwner).toBe(true);
    expect(selectProject(view.store.getState()).currentDesignId).toBe(site.designId);
  });
});

describe('a signed-in non-owner', () => {
  it("gets a personal copy 'Copy of {title}', made once and reused on the next visit", async () => {
    await api.signIn();
    const site = await publishFixture(api, 3, 'Ada Portfolio');
    const visitor = await api.signIn();
    // Someone else's work of the visitor's own is never taken for the copy.
    await api.call('POST', '/designs', { gridData: gridFixture(2), title: 'My own' });

    const first = renderSiteEdit(`/${site.slug}/edit`, { userId: visitor.id });
    await loaded();
    const copies = (await designsOf(api)).filter((design) => design.title === 'Copy of Ada Portfolio');
    expect(copies).toHaveLength(1);
    const copyId = copies[0]!.id;
    expect(first.boxIds()).toEqual(['b1', 'b2', 'b3']);
    expect(selectProject(first.store.getState()).currentDesignId).toBe(copyId);
    // The designs list is told, so the sidebar lists the copy at once.
    expect(first.actions()).toContain('account/designsChanged');
    expect(selectEditContext(first.store.getState())).toMatchObject({
      isEditMode: true,
      isOwner: false,
      site: { id: site.id, slug: site.slug, designId: site.designId },
    });
    first.unmount();

    // The copy was renamed and edited a little since: still recognised by its boxes.
    const renamed = gridFixture(3);
    renamed.boxes[2]!.id = 'b9';
    await api.call('PATCH', `/designs/${copyId}`, { title: 'Renamed', gridData: renamed });
    const second = renderSiteEdit(`/${site.slug}/edit`, { userId: visitor.id });
    await loaded();
    expect(await designsOf(api)).toHaveLength(2);
    expect(selectProject(second.store.getState()).currentDesignId).toBe(copyId);
    expect(second.boxIds()).toEqual(['b1', 'b2', 'b9']);
  });

  it('opens the site without a design when no copy can be made, and says why', async () => {
    await api.signIn();
    const site = await publishFixture(api, 1, 'Full');
    const visitor = await api.signIn();
    for (let index = 0; index < 10; index += 1)
      await api.call('POST', '/designs', { gridData: gridFixture(2), title: `Mine ${index}` });

    const view = renderSiteEdit(`/${site.slug}/edit`, { userId: visitor.id });
    await loaded();
    expect(view.boxIds()).toEqual(['b1']);
    expect(selectProject(view.store.getState()).currentDesignId).toBeNull();
    expect(view.store.getState().ui.toasts.map((toast) => toast.message)).toEqual([
      'Design Limit Reached: You have reached the maximum limit of 10 designs. Delete some designs to create new ones.',
    ]);
  });
});

describe('an anonymous visitor', () => {
  const draft = (savedAt: number) => {
    const gridData = createDefaultGridData('draft-box');
    window.localStorage.setItem(siteDraftKey(siteSlug), JSON.stringify({ savedAt, gridData }));
  };
  let siteSlug = '';

  beforeEach(async () => {
    await api.signIn();
    siteSlug = (await publishFixture(api, 2)).slug;
    api.signOut();
  });

  it("edits the site's document when there is no draft, and keeps each change as the slug's draft", async () => {
    const view = renderSiteEdit(`/${siteSlug}/edit`);
    await loaded();
    expect(view.boxIds()).toEqual(['b1', 'b2']);
    expect(selectEditContext(view.store.getState())).toMatchObject({ isEditMode: true, isOwner: false });
    expect(window.localStorage.getItem(siteDraftKey(siteSlug))).toBeNull();

    act(() => {
      view.store.dispatch(boxAdded());
    });
    await waitFor(() => expect(window.localStorage.getItem(siteDraftKey(siteSlug))).not.toBeNull());
    const stored = JSON.parse(window.localStorage.getItem(siteDraftKey(siteSlug))!) as {
      savedAt: number;
      gridData: { boxes: { id: string }[] };
    };
    expect(stored.gridData.boxes.map((box) => box.id)).toEqual(view.boxIds());
    expect(view.boxIds()).toHaveLength(3);
    expect(Date.now() - stored.savedAt).toBeLessThan(LOCAL_DRAFT_EXPIRY_MS);
  });

  it('gets the draft when it is under 24 hours old', async () => {
    draft(Date.now() - LOCAL_DRAFT_EXPIRY_MS + 60_000);
    const view = renderSiteEdit(`/${siteSlug}/edit`);
    await loaded();
    expect(view.boxIds()).toEqual(['draft-box']);
  });

  it("ignores a draft 24 hours old and gets the site's document", async () => {
    draft(Date.now() - LOCAL_DRAFT_EXPIRY_MS - 60_000);
    const view = renderSiteEdit(`/${siteSlug}/edit`);
    await loaded();
    expect(view.boxIds()).toEqual(['b1', 'b2']);
  });

  it('leaving the screen leaves edit mode', async () => {
    const view = renderSiteEdit(`/${siteSlug}/edit`);
    await loaded();
    expect(selectEditContext(view.store.getState()).isEditMode).toBe(true);
    view.unmount();
    expect(selectEditContext(view.store.getState())).toEqual({
      isEditMode: false,
      isOwner: false,
      site: null,
    });
  });
});
