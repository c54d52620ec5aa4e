import { waitFor } from '@testing-library/react';
import { createDefaultGridData } from '@bento/core';
import {
  currentDesignSet,
  designsApi,
  designsChanged,
  editContextSet,
  loadGridData,
  NETWORK_ERROR_MESSAGE,
  selectGridData,
  selectToasts,
  type AppStore,
} from '@bento/store';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { accountQueries, LIST_DEDUPE_MS, loadDesigns, selectDesigns } from './accountQueries';
import { createNewDesign, deleteDesign, duplicateDesign, openDesign, renameDesign } from './designThunks';
import { selectDesignFlash, selectLimitNoticeShown } from './designsSlice';
import { signedInStore } from './testing/renderWithStore';

jest.setTimeout(20_000);

/** Fakes only the date (the real API keeps its timers). */
function onlyTheDateAt(now: number): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

let api: RealApi;
let store: AppStore;
let alertSpy: jest.SpyInstance;

let shown: { unsubscribe(): void } | null = null;

beforeEach(async () => {
  api = await startRealApi();
  store = signedInStore(api.user);
  // The sidebar keeps the list subscribed while signed in: changes refetch it rather than drop it.
  shown = store.dispatch(accountQueries.endpoints.listDesigns.initiate());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(async () => {
  shown?.unsubscribe();
  alertSpy.mockRestore();
  await api.close();
});

const grid = (boxCount: number) => {
  const data = createDefaultGridData();
  return {
    ...data,
    boxes: data.boxes
      .slice(0, 1)
      .flatMap((box) => Array.from({ length: boxCount }, (_, i) => ({ ...box, id: `box-${i}`, order: i }))),
  };
};

async function seed(title: string, boxCount = 1): Promise<string> {
  const res = await api.call<{ id: string }>('POST', '/designs', { title, gridData: grid(boxCount) });
  expect(res.status).toBe(201);
  return res.body.id;
}

const load = () => loadDesigns(store.dispatch, { force: true });
const listRequests = () => api.requests.filter((r) => r.method === 'GET' && r.url === '/api/designs').length;
const titles = () => selectDesigns(store.getState()).map((design) => design.title);
const toasts = () => selectToasts(store.getState()).map((toast) => toast.message);

describe('the design list', () => {
  it('is sorted by last update, reused within the 2-second dedupe, fetched again after that', async () => {
    await seed('First');
    await seed('Second');
    await load();
    const before = listRequests();
    expect(titles()).toEqual(['Second', 'First']);

    const firstId = selectDesigns(store.getState())[1]!.id;
    await api.call('PATCH', `/designs/${firstId}`, { title: 'First, edited' });
    await loadDesigns(store.dispatch);
    expect(titles()).toEqual(['Second', 'First']); // deduplicated
    expect(listRequests()).toBe(before);

    onlyTheDateAt(Date.now() + LIST_DEDUPE_MS);
    try {
      await loadDesigns(store.dispatch);
    } finally {
      jest.useRealTimers();
    }
    expect(titles()).toEqual(['First, edited', 'Second']);
    expect(listRequests()).toBe(before + 1);
  });

  it('is fetched again, while shown, after any change to the designs', async () => {
    await seed('First');
    await load();
    expect(titles()).toEqual(['First']);
    await seed('Second');
    store.dispatch(designsChanged());
    await waitFor(() => expect(titles()).toEqual(['Second', 'First']));
  });

  it('fails a load with the network message', async () => {
    await api.stop();
    await expect(load()).rejects.toEqual({ message: NETWORK_ERROR_MESSAGE });
  });
});

describe('New Design', () => {
  it("creates 'Untitled design' from the default grid and makes it current", async () => {
    store.dispatch(loadGridData(grid(3)));
    const id = await store.dispatch(createNewDesign());
    expect(id).toEqual(expect.any(String));
    expect(store.getState().project.currentDesignId).toBe(id);
    expect(selectGridData(store.getState())?.boxes).toHaveLength(createDefaultGridData().boxes.length);
    const saved = await designsApi.get(id!);
    expect(saved.title).toBe('Untitled design');
    await waitFor(() => expect(selectDesignFlash(store.getState(), id!)).toBe('created'));
  });

  it('shows the limit notice instead of creating at 10 designs', async () => {
    for (let i = 0; i < 10; i += 1) await seed(`D${i}`);
    await load();
    expect(await store.dispatch(createNewDesign())).toBeNull();
    expect(selectLimitNoticeShown(store.getState())).toBe(true);
    expect((await designsApi.list()).length).toBe(10);
  });

  it("shows the limit notice when the server refuses the 11th design the list didn't know about", async () => {
    for (let i = 0; i < 9; i += 1) await seed(`D${i}`);
    await load();
    await seed('Made elsewhere');
    expect(await store.dispatch(createNewDesign())).toBeNull();
    expect(selectLimitNoticeShown(store.getState())).toBe(true);
  });
});

describe('rename', () => {
  let id: string;
  beforeEach(async () => {
    id = await seed('Home');
    await load();
  });

  it('trims the title, saves it and says so', async () => {
    expect(await store.dispatch(renameDesign(id, '  Portfolio  '))).toBe(true);
    expect((await designsApi.get(id)).title).toBe('Portfolio');
    expect(toasts()).toEqual(['Design title updated successfully!']);
  });

  it.each([
    ['empty', '   '],
    ['unchanged', ' Home '],
  ])('ignores an %s title', async (_case, title) => {
    const before = (await designsApi.get(id)).updatedAt;
    expect(await store.dispatch(renameDesign(id, title))).toBe(false);
    expect((await designsApi.get(id)).updatedAt).toBe(before);
    expect(toasts()).toEqual([]);
  });

  it("alerts the server's message, and the network wording when the server is gone", async () => {
    await api.call('DELETE', `/designs/${id}`);
    await store.dispatch(renameDesign(id, 'Gone'));
    expect(alertSpy).toHaveBeenLastCalledWith('Design not found');
    await api.stop();
    await store.dispatch(renameDesign(id, 'Offline'));
    expect(alertSpy).toHaveBeenLastCalledWith('Please check your connection and try again.');
  });
});

describe('duplicate', () => {
  it("creates '{title} (Copy)' with the design's document", async () => {
    const id = await seed('Landing', 4);
    await load();
    const copyId = await store.dispatch(duplicateDesign(id));
    const copy = await designsApi.get(copyId!);
    expect(copy.title).toBe('Landing (Copy)');
    expect(copy.gridData.boxes.map((box) => box.id)).toEqual(['box-0', 'box-1', 'box-2', 'box-3']);
    expect(toasts()).toEqual(['Design duplicated successfully!']);
  });

  it('names the copy after a rename the server has not answered yet', async () => {
    const id = await seed('Landing');
    await load();
    const renaming = store.dispatch(renameDesign(id, 'My Journey'));
    const copyId = await store.dispatch(duplicateDesign(id));
    await renaming;
    expect((await designsApi.get(copyId!)).title).toBe('My Journey (Copy)');
  });

  it("alerts the server's message, or the network wording", async () => {
    await store.dispatch(duplicateDesign('00000000-0000-4000-8000-000000000000'));
    expect(alertSpy).toHaveBeenLastCalledWith('Design not found');
    await api.stop();
    await store.dispatch(duplicateDesign('00000000-0000-4000-8000-000000000000'));
    expect(alertSpy).toHaveBeenLastCalledWith(NETWORK_ERROR_MESSAGE);
  });
});

describe('delete', () => {
  it('opens the most recently updated remaining design when the current one is deleted', async () => {
    await seed('Oldest', 1);
    const middle = await seed('Middle', 2);
    const newest = await seed('Newest', 3);
    await load();
    await store.dispatch(openDesign(newest));
    expect(store.getState().project.currentDesignId).toBe(newest);

    await store.dispatch(deleteDesign(newest));
    expect(titles()).toEqual(['Middle', 'Oldest']);
    expect(store.getState().project.currentDesignId).toBe(middle);
    expect(selectGridData(store.getState())?.boxes).toHaveLength(2);
    expect((await designsApi.list()).map((design) => design.title)).toEqual(['Middle', 'Oldest']);
  });

  it('opens none and resets the grid when the last design is deleted', async () => {
    const only = await seed('Only', 3);
    await load();
    await store.dispatch(openDesign(only));
    await store.dispatch(deleteDesign(only));
    expect(store.getState().project.currentDesignId).toBeNull();
    expect(selectGridData(store.getState())?.boxes).toHaveLength(createDefaultGridData().boxes.length);
  });

  it('keeps the current design when another one is deleted', async () => {
    const keep = await seed('Keep', 2);
    const other = await seed('Other');
    await load();
    store.dispatch(currentDesignSet(keep));
    await store.dispatch(deleteDesign(other));
    expect(store.getState().project.currentDesignId).toBe(keep);
  });
});

describe('selecting a design', () => {
  it('loads it and makes it current', async () => {
    const id = await seed('Five', 5);
    await load();
    expect(await store.dispatch(openDesign(id))).toBe(true);
    expect(store.getState().project.currentDesignId).toBe(id);
    expect(selectGridData(store.getState())?.boxes).toHaveLength(5);
  });

  it('does nothing in edit mode', async () => {
    const id = await seed('Five', 5);
    await load();
    store.dispatch(editContextSet({ isEditMode: true, isOwner: true, site: null }));
    expect(await store.dispatch(openDesign(id))).toBe(false);
    expect(store.getState().project.currentDesignId).toBeNull();
  });

  it('silently ignores a design that cannot be loaded', async () => {
    await store.dispatch(openDesign('00000000-0000-4000-8000-000000000000'));
    expect(store.getState().project.currentDesignId).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
