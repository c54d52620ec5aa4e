// The image store with the running local persistence (issue 28): a photo too long for local storage survives a
// reload, in the document and in its history, the status pill never says 'Saved' while one was left out, and
// the account's records get the same. Real IndexedDB (fake-indexeddb); only the browser's refusals are simulated.
import 'fake-indexeddb/auto';
import {
  ACCOUNT_DOCUMENT_KEYS,
  ACCOUNT_OWNER_KEY,
  CONTENT_STORAGE_KEY,
  HISTORY_STORAGE_KEY,
  type GridData,
} from '@bento/core';
import { authChanged, createAppStore, loadGridData, selectProject, type AppStore } from '@bento/store';
import { waitFor } from '@testing-library/react';
import { boxStyleUpdated, injectedEditorSlice, undone } from '../../state/editorSlice';
import { docWith } from '../../state/testUtils';
import { getLocalSaveStatus, retryLocalSave } from '../localSaveStatus';
import { loadStoredWorkValidator } from '../storedWorkValidator';
import { startLocalPersistence } from '../useLocalPersistence';
import { putImage, readImages } from './imageDb';
import { IMAGE_GRACE_MS } from './housekeeping';
import { HOUSEKEEPING_DELAY_MS } from './imageKeeping';
import { imageReference, sha256Hex } from './imageReference';
import { keptImage } from './keptImages';
import { keptOrRefused, photo, refusePuts } from './testUtils';

beforeAll(() => loadStoredWorkValidator());
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const editor = (store: AppStore) => injectedEditorSlice.selectSlice(store.getState());
const imageOf = (doc: GridData, index = 0) => doc.boxes[index]?.style.bgImageUrl;
const hide = () => window.dispatchEvent(new Event('pagehide'));
const signInAda = (store: AppStore) =>
  store.dispatch(
    authChanged({
      isLoaded: true,
      isSignedIn: true,
      user: { id: 'ada', email: 'ada@example.org', fullName: null, avatarUrl: null },
    }),
  );

/** A page: a store started from what is stored (the slice's lazy initial state), with persistence running. */
function openPage(): { store: AppStore; close: () => void } {
  const store = createAppStore();
  const stop = startLocalPersistence(store, localStorage);
  return {
    store,
    close: () => {
      hide();
      stop();
    },
  };
}

async function dropPhoto(store: AppStore, dataUrl: string, id = 'b1'): Promise<void> {
  store.dispatch(boxStyleUpdated({ id, style: { bgImageUrl: dataUrl } }));
  // Put in the image store as soon as it is in the document, before any write.
  expect(keptImage(dataUrl)).toBeDefined();
  await keptOrRefused(dataUrl);
  await waitFor(() => expect(getLocalSaveStatus()).toEqual({ state: 'saved' }));
}

describe('photos too long for local storage, kept in the image store', () => {
  it('are named by reference in the records and come back, as data URLs, after a reload', async () => {
    const first = photo('K');
    const page = openPage();
    page.store.dispatch(loadGridData(docWith(2)));
    await dropPhoto(page.store, first);
    page.close();

    const content = localStorage.getItem(CONTENT_STORAGE_KEY)!;
    expect(content).toContain(imageReference(await sha256Hex(first)));
    expect(content).not.toContain('data:image/jpeg');

    const reloaded = openPage();
    // Restored at once with the reference (never rendered: safeMediaUrl refuses it), then read back.
    expect(imageOf(editor(reloaded.store).current)).toBe(imageReference(await sha256Hex(first)));
    await waitFor(() => expect(imageOf(editor(reloaded.store).current)).toBe(first));
    // Not an edit: no history entry, nothing unsaved.
    expect(editor(reloaded.store).past).toHaveLength(1);
    expect(getLocalSaveStatus()).toEqual({ state: 'saved' });
    reloaded.close();
  });

  it('keep the images of history entries: undo after a reload brings one back', async () => {
    const [before, after] = [photo('L'), photo('M')];
    const page = openPage();
    page.store.dispatch(loadGridData(docWith(1)));
    await dropPhoto(page.store, before);
    await dropPhoto(page.store, after);
    page.close();
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toContain(imageReference(await sha256Hex(before)));

    const reloaded = openPage();
    await waitFor(() => expect(imageOf(editor(reloaded.store).current)).toBe(after));
    reloaded.store.dispatch(undone());
    expect(imageOf(editor(reloaded.store).current)).toBe(before);
    reloaded.close();
  });

  it('drop an image that cannot be read back, as the §9 rule drops one, and say Saved', async () => {
    const lost = imageReference('e'.repeat(64));
    localStorage.setItem(
      CONTENT_STORAGE_KEY,
      JSON.stringify({ ...docWith(1), boxes: [{ ...docWith(1).boxes[0], style: { bgImageUrl: lost } }] }),
    );
    const page = openPage();
    await waitFor(() => expect(editor(page.store).current.boxes[0]!.style).not.toHaveProperty('bgImageUrl'));
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).not.toContain(lost);
    expect(getLocalSaveStatus()).toEqual({ state: 'saved' });
    page.close();
  });

  it("are kept for a signed-in account's records too, and read back when it signs in", async () => {
    const picture = photo('N');
    const page = openPage();
    signInAda(page.store);
    page.store.dispatch(loadGridData(docWith(1)));
    await dropPhoto(page.store, picture);
    page.close();
    expect(localStorage.getItem(ACCOUNT_OWNER_KEY)).toBe('ada');
    expect(localStorage.getItem(ACCOUNT_DOCUMENT_KEYS.content)).toContain(
      imageReference(await sha256Hex(picture)),
    );
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).toBeNull();

    const reloaded = openPage();
    signInAda(reloaded.store);
    await waitFor(() => expect(imageOf(editor(reloaded.store).current)).toBe(picture));
    // Reading them back is not an edit: what auto-save will compare with has them too.
    const shown = () => selectProject(reloaded.store.getState()).accountDocumentShown?.document;
    expect(shown()).toBe(editor(reloaded.store).current);
    reloaded.close();

    // An edit before they are read back is one: what auto-save will compare with stays as first shown.
    const edited = openPage();
    signInAda(edited.store);
    const first = editor(edited.store).current;
    edited.store.dispatch(boxStyleUpdated({ id: 'b1', style: { bgColor: '#123456' } }));
    await waitFor(() => expect(imageOf(editor(edited.store).current)).toBe(picture));
    expect(selectProject(edited.store.getState()).accountDocumentShown?.document).toBe(first);
    edited.close();
  });

  it("never say 'Saved' while the store refuses a photo: the pill gives the reason, and Retry keeps it", async () => {
    const refused = photo('O');
    const page = openPage();
    page.store.dispatch(loadGridData(docWith(1)));
    refusePuts(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    page.store.dispatch(boxStyleUpdated({ id: 'b1', style: { bgImageUrl: refused } }));
    await keptOrRefused(refused);
    hide();
    expect(getLocalSaveStatus()).toEqual({
      state: 'failed',
      reason: 'this photo could not be kept on this device: its storage is full',
    });
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).not.toContain('bento-image:');

    jest.restoreAllMocks();
    retryLocalSave();
    expect(getLocalSaveStatus()).toEqual({ state: 'pending' });
    await waitFor(() => expect(getLocalSaveStatus()).toEqual({ state: 'saved' }));
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).toContain(imageReference(await sha256Hex(refused)));
    page.close();
  });

  it('at pagehide, leave out a photo not hashed yet and name it as soon as it is kept', async () => {
    const fresh = photo('P');
    const page = openPage();
    page.store.dispatch(loadGridData(docWith(1)));
    hide();
    page.store.dispatch(boxStyleUpdated({ id: 'b1', style: { bgImageUrl: fresh } }));
    hide();
    expect(keptImage(fresh)?.state).toBe('hashing');
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).not.toContain('data:image/jpeg');
    expect(getLocalSaveStatus()).toEqual({ state: 'pending' });
    await waitFor(() => expect(getLocalSaveStatus()).toEqual({ state: 'saved' }));
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).toContain(imageReference(await sha256Hex(fresh)));
    page.close();
  });

  it('are deleted a while after the start once no record names them and the grace period is over', async () => {
    const [named, unnamed, recent] = ['1', '2', '3'].map((digit) => digit.repeat(64));
    const longAgo = Date.now() - IMAGE_GRACE_MS - 1;
    await putImage(named!, photo('Q'), longAgo);
    await putImage(unnamed!, photo('R'), longAgo);
    await putImage(recent!, photo('S'));
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify({
        past: [{ ...docWith(1), gridSettings: { containerBgImageUrl: imageReference(named!) } }],
      }),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const page = openPage();
    jest.advanceTimersByTime(HOUSEKEEPING_DELAY_MS);
    jest.useRealTimers();
    await waitFor(async () =>
      expect((await readImages([named!, unnamed!, recent!])).map(Boolean)).toEqual([true, false, true]),
    );
    page.close();
  });
});
