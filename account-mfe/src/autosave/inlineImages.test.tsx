// Auto-save uploads inline images and rewrites the document once (real store, real API on SQLite).
import { act } from 'react';
import { currentDesignSet, selectGridData, selectProject } from '@bento/store';
import { GIF_1X1, PNG_3X2 } from '../../../api/src/uploads/testImages';
import { boxAdded, boxStyleUpdated } from '../../../editor-mfe/src/state/editorSlice';
import { designsApi } from '../api/designsApi';
import { saveNow } from './saveNow';
import { createHarness, until, useSpecClock, type Harness } from './testing/harness';

let h: Harness;
const grid = () => selectGridData(h.store.getState())!;
const editor = () => h.store.getState().editor!;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const GIF = dataUrl('image/gif', GIF_1X1);
const PNG = dataUrl('image/png', PNG_3X2);
const NOT_A_PNG = dataUrl('image/png', Buffer.from('<svg onload=alert(1)>'));

beforeEach(async () => {
  localStorage.clear();
  useSpecClock();
  h = await createHarness();
  const { id } = await designsApi.create(grid(), 'Mine');
  h.store.dispatch(currentDesignSet(id));
  h.mount();
  h.signIn();
});
afterEach(async () => {
  await h.close();
  jest.useRealTimers();
});

async function save() {
  let outcome: unknown;
  await act(async () => {
    const running = h.store.dispatch(saveNow());
    await until(() => !selectProject(h.store.getState()).isSaving, 'the save');
    outcome = await running;
  });
  return outcome;
}

async function storedDesign(): Promise<string> {
  const id = selectProject(h.store.getState()).currentDesignId!;
  return JSON.stringify((await designsApi.get(id)).gridData);
}

it('uploads inline images before saving and keeps their /uploads/ URLs, in the document and its history', async () => {
  act(() => {
    h.store.dispatch(boxAdded());
    h.store.dispatch(boxStyleUpdated({ id: grid().boxes[0]!.id, style: { bgImageUrl: GIF } }));
    h.store.dispatch(boxStyleUpdated({ id: grid().boxes[1]!.id, style: { bgImageUrl: PNG } }));
  });
  const historyLength = editor().past.length;

  expect(await save()).toBe(true);

  const urls = grid().boxes.map((box) => box.style.bgImageUrl);
  expect(urls).toEqual([
    expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.gif$/),
    expect.stringMatching(/\.png$/),
  ]);
  expect(editor().past).toHaveLength(historyLength);
  expect(JSON.stringify(editor().past)).not.toContain('data:image');
  const stored = await storedDesign();
  expect(stored).toContain(urls[0]);
  expect(stored).not.toContain('data:image');
  expect(selectProject(h.store.getState()).hasUnsavedChanges).toBe(false);
  expect(h.requests('POST', '/api/uploads')).toHaveLength(2);

  // Once: the next save has nothing left to upload.
  act(() => void h.store.dispatch(boxAdded()));
  expect(await save()).toBe(true);
  expect(h.requests('POST', '/api/uploads')).toHaveLength(2);
});

it('keeps an image the server refuses inline, saves anyway, and does not send it again', async () => {
  act(() => {
    h.store.dispatch(boxStyleUpdated({ id: grid().boxes[0]!.id, style: { bgImageUrl: NOT_A_PNG } }));
  });
  expect(await save()).toBe(true);
  expect(grid().boxes[0]!.style.bgImageUrl).toBe(NOT_A_PNG);
  expect(await storedDesign()).toContain(NOT_A_PNG);

  act(() => void h.store.dispatch(boxAdded()));
  expect(await save()).toBe(true);
  expect(h.requests('POST', '/api/uploads')).toHaveLength(1);
});
