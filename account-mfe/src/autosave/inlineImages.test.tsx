// Auto-save uploads inline images and rewrites the document once (real store, real API on SQLite).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { configureApi, currentDesignSet, designsApi, selectGridData, selectProject } from '@bento/store';
import { GIF_1X1, JPEG_3X2, PNG_3X2, WEBP_VP8L_1X1 } from '../../../api/src/uploads/testImages';
import { UPLOAD_MAX_BYTES } from '../../../api/src/uploads/uploadRules';
import {
  boxAdded,
  boxStyleUpdated,
  gridSettingsUpdated,
  undone,
} from '../../../editor-mfe/src/state/editorSlice';
import { saveDesign } from './saveDesign';
import { saveNow } from './saveNow';
import { PERIODIC_SAVE_MS } from './timings';
import { advance, harnessPerTest, settle, until } from './testing/harness';

const harness = harnessPerTest();
const grid = () => selectGridData(harness().store.getState())!;
const editor = () => harness().store.getState().editor!;
const project = () => selectProject(harness().store.getState());
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const GIF = dataUrl('image/gif', GIF_1X1);
// Several tests move 5 MB images through the real API and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(20_000);

const PNG = dataUrl('image/png', PNG_3X2);
const UPLOADED = /^\/uploads\/[0-9a-f]{64}\.(gif|png|jpg|webp)$/;

const setBoxImage = (index: number, url: string) =>
  act(() => {
    harness().store.dispatch(boxStyleUpdated({ id: grid().boxes[index]!.id, style: { bgImageUrl: url } }));
  });
const addBox = () =>
  act(() => {
    harness().store.dispatch(boxAdded());
  });

/** Signed in on a design that exists on the server. */
async function onCurrentDesign(): Promise<void> {
  const { id } = await designsApi.create(grid(), 'Mine');
  harness().store.dispatch(currentDesignSet(id));
  harness().mount();
  harness().signIn();
}

async function save(): Promise<boolean> {
  let outcome = false;
  await act(async () => {
    const running = harness().store.dispatch(saveNow());
    await until(() => !project().isSaving, 'the save');
    outcome = await running;
  });
  return outcome;
}

async function storedDesign(): Promise<string> {
  return JSON.stringify((await designsApi.get(project().currentDesignId!)).gridData);
}

const uploads = () => harness().requests('POST', '/api/uploads');

/** An origin nothing listens on: calls to it fail like a dropped connection. */
async function unreachableOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

it('uploads inline images before saving and keeps their /uploads/ URLs, in the document and its history', async () => {
  await onCurrentDesign();
  addBox();
  setBoxImage(0, GIF);
  setBoxImage(1, PNG);
  act(() => {
    harness().store.dispatch(gridSettingsUpdated({ containerBgImageUrl: GIF }));
  });
  const historyLength = editor().past.length;

  expect(await save()).toBe(true);

  const [first, second] = grid().boxes.map((box) => box.style?.bgImageUrl);
  expect(first).toMatch(UPLOADED);
  expect(first).toMatch(/\.gif$/);
  expect(second).toMatch(/\.png$/);
  expect(grid().gridSettings.containerBgImageUrl).toBe(first);
  // The same image twice is sent once.
  expect(uploads()).toHaveLength(2);
  // History: no entry added, none holding the inline copies; undo brings back the uploaded URL.
  expect(editor().past).toHaveLength(historyLength);
  const history = JSON.stringify(editor().past);
  expect(history).not.toContain('data:image');
  expect(history).toContain(second);
  act(() => {
    harness().store.dispatch(undone());
  });
  expect(grid().gridSettings.containerBgImageUrl).toBeUndefined();
  expect(grid().boxes[1]!.style?.bgImageUrl).toBe(second);
  expect(JSON.stringify(editor().future)).toContain(first);

  const stored = await storedDesign();
  expect(stored).toContain(first);
  expect(stored).toContain(second);
  expect(stored).not.toContain('data:image');
});

it('takes the rewritten document as saved: no loop of saves, and a later save uploads nothing again', async () => {
  await onCurrentDesign();
  setBoxImage(0, dataUrl('image/jpeg', JPEG_3X2));
  expect(await save()).toBe(true);
  expect(project().hasUnsavedChanges).toBe(false);
  const updates = harness().requests('PATCH').length;

  await advance(PERIODIC_SAVE_MS + 1_000);
  await settle();
  expect(project().hasUnsavedChanges).toBe(false);
  expect(harness().requests('PATCH')).toHaveLength(updates);

  addBox();
  expect(await save()).toBe(true);
  expect(harness().requests('PATCH')).toHaveLength(updates + 1);
  expect(uploads()).toHaveLength(1);
});

it('makes a manual save wait for the uploads of a save under way, without sending the images twice', async () => {
  await onCurrentDesign();
  setBoxImage(0, GIF);
  await act(async () => {
    const auto = harness().store.dispatch(saveDesign('auto'));
    const manual = harness().store.dispatch(saveNow());
    expect(await auto).toBe('saved');
    expect(await manual).toBe(true);
  });
  expect(uploads()).toHaveLength(1);
  expect(grid().boxes[0]!.style?.bgImageUrl).toMatch(/\.gif$/);
});

it('keeps an image the server refuses inline (400), saves anyway, and does not send it again', async () => {
  const notAPng = dataUrl('image/png', Buffer.from('<svg onload=alert(1)>'));
  await onCurrentDesign();
  setBoxImage(0, notAPng);
  expect(await save()).toBe(true);
  expect(grid().boxes[0]!.style?.bgImageUrl).toBe(notAPng);
  expect(await storedDesign()).toContain(notAPng);

  addBox();
  expect(await save()).toBe(true);
  expect(uploads()).toHaveLength(1);
});

it('keeps an image over the size cap inline (413), saves anyway, and does not send it again', async () => {
  // PNG bytes followed by filler, one byte over the cap: refused by size before its type is looked at.
  const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
  PNG_3X2.copy(tooLarge);
  const inline = dataUrl('image/png', tooLarge);
  await onCurrentDesign();
  setBoxImage(0, inline);
  expect(await save()).toBe(true);
  expect(grid().boxes[0]!.style?.bgImageUrl).toBe(inline);
  expect(project().saveError).toBeNull();

  addBox();
  expect(await save()).toBe(true);
  expect(uploads()).toHaveLength(1);
  expect(await storedDesign()).toContain(inline);
});

it('leaves SVG inline without sending it (the server refuses SVG)', async () => {
  const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
  await onCurrentDesign();
  setBoxImage(0, svg);
  expect(await save()).toBe(true);
  expect(uploads()).toHaveLength(0);
  expect(await storedDesign()).toContain(svg);
});

it('tries again on a later save when the upload could not reach the server', async () => {
  const webp = dataUrl('image/webp', WEBP_VP8L_1X1);
  await onCurrentDesign();
  setBoxImage(0, webp);
  configureApi(`${await unreachableOrigin()}/api`);
  expect(await save()).toBe(false);
  expect(grid().boxes[0]!.style?.bgImageUrl).toBe(webp);

  configureApi(`${harness().api.origin}/api`);
  expect(await save()).toBe(true);
  expect(grid().boxes[0]!.style?.bgImageUrl).toMatch(/\.webp$/);
  expect(uploads()).toHaveLength(1);
  expect(await storedDesign()).not.toContain('data:image');
});

it("uploads the images of a visitor's work adopted as a design at sign-in", async () => {
  const jpeg = dataUrl('image/jpeg', JPEG_3X2);
  setBoxImage(0, jpeg);
  const historyLength = editor().past.length;
  harness().mount();
  harness().signIn();
  await advance(1_000);
  await until(() => project().currentDesignId !== null && !project().isSaving, 'the adoption');

  expect(grid().boxes[0]!.style?.bgImageUrl).toMatch(/\.jpg$/);
  expect(editor().past).toHaveLength(historyLength);
  expect(JSON.stringify(editor().past)).not.toContain('data:image');
  expect(await storedDesign()).not.toContain('data:image');
  expect(project().hasUnsavedChanges).toBe(false);
  expect(harness().requests('POST', '/api/designs')).toHaveLength(1);
});
