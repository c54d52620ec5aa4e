// Every auto-save transition of accounts-and-sites.md §4 against the real API on SQLite, with the spec's timings
// on a fake clock.
import { act } from 'react';
import { ACCOUNT_OWNER_KEY, ANONYMOUS_DOCUMENT_KEYS, createDefaultGridData } from '@bento/core';
import {
  currentDesignSet,
  designDeleted,
  designsApi,
  editContextSet,
  gridReset,
  loadGridData,
  localImagesRestored,
  saveRequested,
  selectGridData,
  selectProject,
} from '@bento/store';
import { boxAdded, contentUpdated } from '../../../editor-mfe/src/state/editorSlice';
import { selectAutoSave } from './autoSaveSlice';
import { CURRENT_DESIGN_KEY } from './persistedDesign';
import { saveDesign } from './saveDesign';
import { saveNow } from './saveNow';
import { advance, createHarness, settle, until, useSpecClock, type Harness } from './testing/harness';

let h: Harness;
const project = () => selectProject(h.store.getState());
const grid = () => selectGridData(h.store.getState())!;
const dispatch = (action: Parameters<Harness['store']['dispatch']>[0]) =>
  act(() => {
    h.store.dispatch(action);
  });

beforeEach(async () => {
  localStorage.clear();
  useSpecClock();
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
  jest.useRealTimers();
});

/** A design on the server made current before sign-in, so the first-design logic stays out of the way. */
async function withCurrentDesign(): Promise<string> {
  const { id } = await designsApi.create(grid(), 'Mine');
  h.store.dispatch(currentDesignSet(id));
  h.mount();
  h.signIn();
  return id;
}

describe('change detection and the 30-second save', () => {
  it('marks a change unsaved and updates the current design 30 s later', async () => {
    const id = await withCurrentDesign();
    dispatch(boxAdded());
    expect(project().hasUnsavedChanges).toBe(true);

    await advance(29_999);
    await settle();
    expect(h.requests('PATCH')).toHaveLength(0);

    await advance(1);
    await until(() => project().lastSavedAt !== null, 'the save');
    expect(h.requests('PATCH')).toEqual([{ method: 'PATCH', url: `/api/designs/${id}` }]);
    expect(project()).toMatchObject({ hasUnsavedChanges: false, isSaving: false, currentDesignId: id });
    expect(h.actions.map((a) => a.type)).toContain('account/designsChanged');
    expect((await designsApi.get(id)).gridData.boxes).toHaveLength(2);
    expect(selectAutoSave(h.store.getState()).consecutiveFailures).toBe(0);
  });

  it('saves a text edit, which the spec fingerprint alone would miss', async () => {
    const id = await withCurrentDesign();
    const boxId = grid().boxes[0]!.id;
    dispatch(contentUpdated({ id: boxId, html: '<p>Hello there</p>' }));
    expect(project().hasUnsavedChanges).toBe(true);
    await advance(30_000);
    await until(() => project().lastSavedAt !== null, 'the save');
    expect((await designsApi.get(id)).gridData.boxes[0]!.contentId).toContain('Hello there');
  });

  it('takes a design opened from the sidebar as saved, and an imported document as a change', async () => {
    const id = await withCurrentDesign();
    const other = await designsApi.create(createDefaultGridData('other-1'), 'Other');
    act(() => {
      h.store.dispatch(loadGridData({ ...createDefaultGridData('other-1') }));
      h.store.dispatch(currentDesignSet(other.id));
    });
    await settle(5);
    expect(project()).toMatchObject({ currentDesignId: other.id, hasUnsavedChanges: false });
    expect(JSON.parse(localStorage.getItem(CURRENT_DESIGN_KEY)!)).toEqual({
      userId: h.api.userId,
      designId: other.id,
      unsaved: false,
    });

    dispatch(loadGridData(createDefaultGridData('imported')));
    await settle(5);
    expect(project().hasUnsavedChanges).toBe(true);
    await advance(30_000);
    await until(() => project().lastSavedAt !== null, 'the save');
    expect(h.requests('PATCH').map((r) => r.url)).toEqual([`/api/designs/${other.id}`]);
    expect(id).not.toBe(other.id);
  });

  it('takes the sidebar order (current design first, then its document) and New Design as no change', async () => {
    await withCurrentDesign();
    const other = await designsApi.create(createDefaultGridData('other-1'), 'Other');
    act(() => {
      h.store.dispatch(currentDesignSet(other.id));
      h.store.dispatch(loadGridData(createDefaultGridData('other-1')));
    });
    await settle(5);
    expect(project()).toMatchObject({ currentDesignId: other.id, hasUnsavedChanges: false });

    act(() => {
      h.store.dispatch(currentDesignSet(null));
      h.store.dispatch(gridReset());
    });
    await settle(5);
    expect(project()).toMatchObject({ currentDesignId: null, hasUnsavedChanges: false });
    expect(localStorage.getItem(CURRENT_DESIGN_KEY)).toBeNull();
  });

  it("takes images read back from this device (the editor's image store) as no change", async () => {
    await withCurrentDesign();
    const other = await designsApi.create(createDefaultGridData('other-1'), 'Other');
    const reference = `bento-image:sha256-${'c'.repeat(64)}`;
    const photo = `data:image/jpeg;base64,${'Q'.repeat(60_000)}`;
    const withReference = createDefaultGridData('other-1');
    withReference.boxes[0]!.style.bgImageUrl = reference;
    act(() => {
      h.store.dispatch(currentDesignSet(other.id));
      h.store.dispatch(loadGridData(withReference));
    });
    await settle(5);
    dispatch(localImagesRestored({ [reference]: photo }));
    await advance(10_000);
    await settle(5);
    expect(grid().boxes[0]!.style.bgImageUrl).toBe(photo);
    expect(project().hasUnsavedChanges).toBe(false);
    dispatch(boxAdded());
    expect(project().hasUnsavedChanges).toBe(true);
  });

  it('counts a reset of the current design as a change', async () => {
    await withCurrentDesign();
    dispatch(boxAdded());
    await advance(30_000);
    await until(() => project().lastSavedAt !== null, 'the save');
    dispatch(gridReset());
    await settle(5);
    expect(project().hasUnsavedChanges).toBe(true);
  });

  it('keeps edits made while a save was out unsaved, and saves them 30 s later', async () => {
    const id = await withCurrentDesign();
    dispatch(boxAdded());
    await advance(30_000);
    expect(project().isSaving).toBe(true);
    dispatch(boxAdded());
    await until(() => project().lastSavedAt !== null, 'the first save');
    expect(project().hasUnsavedChanges).toBe(true);
    await advance(30_000);
    await until(() => h.requests('PATCH').length === 2 && !project().isSaving, 'the second save');
    expect(project().hasUnsavedChanges).toBe(false);
    expect((await designsApi.get(id)).gridData.boxes).toHaveLength(3);
  });

  it('stops on unmount: changes are no longer tracked', async () => {
    await withCurrentDesign();
    await h.close();
    h.store.dispatch(boxAdded());
    expect(project().hasUnsavedChanges).toBe(false);
    h = await createHarness();
  });
});

describe('the periodic save and the quiet time after a delete', () => {
  it('skips the save within 5 s of a delete; the 5-minute save picks the change up', async () => {
    await withCurrentDesign();
    dispatch(boxAdded());
    await advance(27_000);
    dispatch(designDeleted('some-other-design'));
    await advance(3_000); // the 30-s save falls 3 s after the delete
    await settle();
    expect(h.requests('PATCH')).toHaveLength(0);
    expect(project().hasUnsavedChanges).toBe(true);

    await advance(5 * 60_000 - 30_000 - 1);
    await settle();
    expect(h.requests('PATCH')).toHaveLength(0);
    await advance(1);
    await until(() => project().lastSavedAt !== null, 'the periodic save');
    expect(h.requests('PATCH')).toHaveLength(1);
  });

  it("never creates a design for a non-owner editing someone's site, even at the periodic save", async () => {
    h.store.dispatch(editContextSet({ isEditMode: true, isOwner: false, site: null }));
    h.mount();
    h.signIn();
    dispatch(boxAdded());
    await advance(6 * 60_000);
    await settle();
    expect(h.requests('POST')).toHaveLength(0);
    expect(project()).toMatchObject({ currentDesignId: null, hasUnsavedChanges: true });
  });

  it('without a current design a change waits for the periodic save, which creates the design', async () => {
    h.store.dispatch(editContextSet({ isEditMode: true, isOwner: true, site: null }));
    h.mount();
    h.signIn();
    dispatch(boxAdded());
    expect(project().hasUnsavedChanges).toBe(true);
    await advance(60_000);
    await settle();
    expect(h.api.requests).toHaveLength(0);
    await advance(4 * 60_000);
    await until(() => project().currentDesignId !== null, 'the create');
    expect(h.requests('POST')).toHaveLength(1);
    const [design] = await designsApi.list();
    expect(design).toMatchObject({
      id: project().currentDesignId,
      title: 'Untitled design',
    });
  });
});

describe('after sign-in with no current design', () => {
  it('creates a design 1 s after sign-in when the account has none', async () => {
    h.mount();
    h.signIn();
    await advance(999);
    await settle();
    expect(h.api.requests).toHaveLength(0);
    await advance(1);
    await until(() => project().currentDesignId !== null, 'the create');
    expect(h.api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/designs',
      'POST /api/designs',
    ]);
    const [design] = await designsApi.list();
    expect(design!.title).toBe('Untitled design');
    expect(JSON.parse(localStorage.getItem(CURRENT_DESIGN_KEY)!)).toMatchObject({ designId: design!.id });
    await advance(5_000);
    await settle();
    expect(h.requests('POST')).toHaveLength(1);
  });

  it("opens the design named by '?design=' instead, and falls back to the usual start for a bad id", async () => {
    const older = await designsApi.create(createDefaultGridData('o1'), 'Older');
    jest.setSystemTime(Date.now() + 60_000);
    await designsApi.create(createDefaultGridData('r1'), 'Recent');
    window.history.replaceState(null, '', `/?design=${older.id}`);
    try {
      h.mount();
      h.signIn();
      await until(() => project().currentDesignId !== null, 'the requested design');
      expect(project().currentDesignId).toBe(older.id);
      expect(grid().boxes.map((b) => b.id)).toEqual(['o1']);
      expect(project().hasUnsavedChanges).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("falls back to the most recent design when ?design= names none of the user's designs", async () => {
    await designsApi.create(createDefaultGridData('r1'), 'Recent');
    window.history.replaceState(null, '', '/?design=not-a-design');
    try {
      h.mount();
      h.signIn();
      // The bad id answers 404; then the usual start lists the designs and opens the most recent 2 s later.
      await until(() => h.requests('GET').length === 2, 'the failed load and the list');
      await settle();
      await advance(2_000);
      await until(() => project().currentDesignId !== null, 'the fallback');
      expect(grid().boxes.map((b) => b.id)).toEqual(['r1']);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('opens the most recently updated design 2 s after sign-in when the editor holds nothing new', async () => {
    const older = await designsApi.create({ ...createDefaultGridData('o'), boxes: [] }, 'Older');
    jest.setSystemTime(Date.now() + 60_000);
    const newest = createDefaultGridData('n1');
    newest.boxes.push({ ...newest.boxes[0]!, id: 'n2', order: 1 });
    const recent = await designsApi.create(newest, 'Recent');
    expect(older.id).not.toBe(recent.id);
    const fixturePosts = h.requests('POST').length;

    h.mount();
    h.signIn();
    await advance(1_000);
    await until(() => h.requests('GET').length === 1, 'the list');
    await settle();
    expect(project().currentDesignId).toBeNull();
    await advance(1_000);
    await until(() => project().currentDesignId !== null, 'the load');
    expect(project().currentDesignId).toBe(recent.id);
    expect(grid().boxes.map((b) => b.id)).toEqual(['n1', 'n2']);
    expect(project().hasUnsavedChanges).toBe(false);
    expect(h.requests('POST')).toHaveLength(fixturePosts);
    await advance(60_000);
    await settle();
    expect(h.requests('PATCH')).toHaveLength(0);
  });

  it('keeps local work made before sign-in as a new design rather than replacing it', async () => {
    await designsApi.create(createDefaultGridData('x'), 'Existing');
    h.store.dispatch(boxAdded());
    localStorage.setItem(ANONYMOUS_DOCUMENT_KEYS.content, '{"boxes":[]}');
    h.mount();
    h.signIn();
    await advance(1_000);
    await until(() => project().currentDesignId !== null, 'the create');
    expect(h.requests('POST')).toHaveLength(2); // the fixture's and the new one
    expect((await designsApi.get(project().currentDesignId!)).gridData.boxes).toHaveLength(2);
    // Adopted: the anonymous work is this account's design now, not left for whoever signs in next.
    await until(() => localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content) === null, 'the adoption');
  });

  it('leaves the anonymous work alone when it opens an existing design instead', async () => {
    await designsApi.create(createDefaultGridData('x'), 'Existing');
    localStorage.setItem(ANONYMOUS_DOCUMENT_KEYS.content, '{"boxes":[]}');
    h.mount();
    h.signIn();
    await advance(2_000);
    await until(() => project().currentDesignId !== null, 'the load');
    expect(localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content)).toBe('{"boxes":[]}');
  });

  it('creates nothing and loads nothing for a non-owner on the edit route', async () => {
    await designsApi.create(createDefaultGridData('x'), 'Existing');
    h.store.dispatch(editContextSet({ isEditMode: true, isOwner: false, site: null }));
    h.mount();
    h.signIn();
    await advance(3_000);
    await settle();
    expect(h.api.requests.map((r) => r.method)).toEqual(['POST']); // only the fixture
    expect(project().currentDesignId).toBeNull();
  });

  it("restores the persisted current design of the same user, never another user's", async () => {
    localStorage.setItem(ACCOUNT_OWNER_KEY, h.api.userId);
    localStorage.setItem(
      CURRENT_DESIGN_KEY,
      JSON.stringify({ userId: h.api.userId, designId: 'kept-id', unsaved: true }),
    );
    h.mount();
    h.signIn();
    expect(project()).toMatchObject({ currentDesignId: 'kept-id', hasUnsavedChanges: true });
    await h.close();

    h = await createHarness();
    localStorage.setItem(ACCOUNT_OWNER_KEY, 'someone-else');
    localStorage.setItem(
      CURRENT_DESIGN_KEY,
      JSON.stringify({ userId: 'someone-else', designId: 'their-id', unsaved: false }),
    );
    h.mount();
    h.signIn();
    expect(project().currentDesignId).toBeNull();
    // Signing in claimed the account keys: the other account's record is gone, not merely ignored.
    expect(localStorage.getItem(CURRENT_DESIGN_KEY)).toBeNull();
  });

  it('saves into a new design when the current one is gone on the server', async () => {
    const id = await withCurrentDesign();
    await designsApi.remove(id);
    dispatch(boxAdded());
    await advance(30_000);
    await until(() => project().lastSavedAt !== null, 'the save');
    expect(project().currentDesignId).not.toBe(id);
    expect(h.requests('POST')).toHaveLength(2);
  });

  it('clears the current design on sign-out and stops saving', async () => {
    await withCurrentDesign();
    dispatch(boxAdded());
    const before = h.api.requests.length;
    dispatch({ type: 'session/authChanged', payload: { isSignedIn: false, user: null } });
    expect(project().currentDesignId).toBeNull();
    await advance(6 * 60_000);
    await settle();
    expect(h.api.requests).toHaveLength(before);
  });
});

describe('failures, the pause and the manual save', () => {
  it('pauses for 5 minutes after 3 failures in a row, then resumes', async () => {
    await withCurrentDesign();
    const signedInAt = Date.now();
    h.api.setTokens('invalid');
    dispatch(boxAdded());
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await advance(30_000);
      await until(
        () => selectAutoSave(h.store.getState()).consecutiveFailures === attempt,
        `failure ${attempt}`,
      );
      expect(project()).toMatchObject({
        saveError: 'You must be signed in to do that.',
        hasUnsavedChanges: true,
      });
    }
    const pausedUntil = selectAutoSave(h.store.getState()).pausedUntil!;
    expect(pausedUntil - Date.now()).toBe(5 * 60_000);
    h.api.setTokens('valid');

    // Nothing while paused: neither the 30-s retry nor the 5-minute save at t = 300 s.
    await advance(pausedUntil - Date.now() - 1);
    await settle();
    expect(h.requests('PATCH')).toHaveLength(3);
    // The next periodic save (t = 600 s) runs again and lands; the counter is reset.
    await advance(signedInAt + 10 * 60_000 - Date.now());
    await until(() => project().lastSavedAt !== null, 'the save after the pause');
    expect(h.requests('PATCH')).toHaveLength(4);
    expect(selectAutoSave(h.store.getState())).toMatchObject({ consecutiveFailures: 0, pausedUntil: null });
  });

  it('a manual save clears the pause', async () => {
    await withCurrentDesign();
    h.api.setTokens('invalid');
    dispatch(boxAdded());
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await advance(30_000);
      await until(
        () => selectAutoSave(h.store.getState()).consecutiveFailures === attempt,
        `failure ${attempt}`,
      );
    }
    expect(await h.store.dispatch(saveDesign('auto'))).toBe('skipped');
    h.api.setTokens('valid');
    await expect(h.store.dispatch(saveNow())).resolves.toBe(true);
    expect(selectAutoSave(h.store.getState())).toMatchObject({ consecutiveFailures: 0, pausedUntil: null });
    expect(project()).toMatchObject({ hasUnsavedChanges: false, saveError: null });
  });

  it("reports 'No authentication token' when the adapter has none", async () => {
    await withCurrentDesign();
    h.api.setTokens('none');
    dispatch(boxAdded());
    await expect(h.store.dispatch(saveNow())).resolves.toBe(false);
    expect(project()).toMatchObject({ saveError: 'No authentication token', hasUnsavedChanges: true });
  });

  it('skips an auto-save while another save runs; a manual save waits for it', async () => {
    await withCurrentDesign();
    dispatch(boxAdded());
    const first = h.store.dispatch(saveNow());
    expect(project().isSaving).toBe(true);
    await expect(h.store.dispatch(saveDesign('auto'))).resolves.toBe('skipped');
    dispatch(boxAdded());
    const second = h.store.dispatch(saveNow());
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(h.requests('PATCH')).toHaveLength(2);
    expect(project().hasUnsavedChanges).toBe(false);
  });

  it('saves at once when the status pill asks (saveRequested), whatever the pause', async () => {
    await withCurrentDesign();
    h.api.setTokens('invalid');
    dispatch(boxAdded());
    await expect(h.store.dispatch(saveNow())).resolves.toBe(false);
    h.api.setTokens('valid');
    dispatch(saveRequested());
    await until(() => !project().hasUnsavedChanges, 'the requested save');
    expect(project().saveError).toBeNull();
  });

  it('goes offline on a network failure and saves what was kept when the browser is back online', async () => {
    await withCurrentDesign();
    h.api.setTokens('invalid');
    dispatch(boxAdded());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(project().isOffline).toBe(true);
    await expect(h.store.dispatch(saveNow())).resolves.toBe(false);
    h.api.setTokens('valid');
    const patches = h.requests('PATCH').length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(project().isOffline).toBe(false);
    await until(() => !project().hasUnsavedChanges, 'the save when back online');
    expect(h.requests('PATCH')).toHaveLength(patches + 1);
  });

  it('a save that cannot reach the server marks the project offline', async () => {
    await withCurrentDesign();
    dispatch(boxAdded());
    await h.api.stop();
    await expect(h.store.dispatch(saveNow())).resolves.toBe(false);
    expect(project()).toMatchObject({ isOffline: true, hasUnsavedChanges: true });
  });

  it('answers true without a request when there is nothing to save', async () => {
    await withCurrentDesign();
    await expect(h.store.dispatch(saveNow())).resolves.toBe(true);
    expect(h.requests('PATCH')).toHaveLength(0);
  });
});
