import 'fake-indexeddb/auto';
import { CONTENT_STORAGE_KEY, HISTORY_STORAGE_KEY, type GridData } from '@bento/core';
import { docWith } from '../../state/testUtils';
import { parseRecords, readRecords } from '../loadState';
import { saveEditorState } from '../saveState';
import { loadStoredWorkValidator } from '../storedWorkValidator';
import { imageReference, sha256Hex } from './imageReference';
import { keepImage, keptImage } from './keptImages';
import { imagesFailedReason, imagesSettled, recordImages } from './recordImages';
import { keptOrRefused, photo, refusePuts } from './testUtils';

beforeAll(() => loadStoredWorkValidator());
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function withImages(doc: GridData, ...urls: string[]): GridData {
  return {
    ...doc,
    boxes: doc.boxes.map((box, index) =>
      urls[index] ? { ...box, style: { ...box.style, bgImageUrl: urls[index] } } : box,
    ),
  };
}

const SMALL = 'data:image/png;base64,AAAA';

describe('records with references to the image store', () => {
  it('name a kept image by reference in the document and history; no data URL over 50,000 characters stays', async () => {
    const [one, two] = [photo('E'), photo('F')];
    await keptOrRefused(one);
    await keptOrRefused(two);
    const older = withImages(docWith(2), one);
    const current = withImages(docWith(3), two, SMALL);
    const images = recordImages();

    expect(
      saveEditorState(localStorage, { current, past: [older], future: [] }, undefined, undefined, images),
    ).toBe('saved');

    const content = localStorage.getItem(CONTENT_STORAGE_KEY)!;
    const history = localStorage.getItem(HISTORY_STORAGE_KEY)!;
    expect(content).toContain(imageReference(await sha256Hex(two)));
    expect(content).toContain(SMALL);
    expect(history).toContain(imageReference(await sha256Hex(one)));
    expect(content.length + history.length).toBeLessThan(50_000);
    expect(imagesSettled(images)).toBe(true);
    expect(imagesFailedReason(images)).toBeNull();
    // The stored-work validator (the document schema) takes them as they are.
    const restored = parseRecords(readRecords(localStorage)!)!;
    expect(restored.current.boxes[0]!.style.bgImageUrl).toBe(imageReference(await sha256Hex(two)));
    expect(restored.past[0]!.boxes[0]!.style.bgImageUrl).toBe(imageReference(await sha256Hex(one)));
  });

  it('name an image whose put is under way, and leave out one not hashed yet (and start keeping it)', async () => {
    const storing = photo('G');
    await keepImage(storing);
    const unseen = photo('H');
    const images = recordImages();
    saveEditorState(
      localStorage,
      { current: withImages(docWith(2), storing, unseen), past: [], future: [] },
      undefined,
      undefined,
      images,
    );
    expect(keptImage(unseen)?.state).toBe('hashing');

    const content = localStorage.getItem(CONTENT_STORAGE_KEY)!;
    expect(content).toContain(imageReference(await sha256Hex(storing)));
    expect(content).not.toContain('data:image/jpeg');
    expect([...images.storing]).toEqual([storing]);
    expect([...images.waiting]).toEqual([unseen]);
    expect(imagesSettled(images)).toBe(false);
  });

  it('leave out an image the store refused, with the reason the status pill shows', async () => {
    refusePuts(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const [one, two] = [photo('I'), photo('J')];
    await keptOrRefused(one);
    let images = recordImages();
    saveEditorState(
      localStorage,
      { current: withImages(docWith(1), one), past: [], future: [] },
      undefined,
      undefined,
      images,
    );
    expect(localStorage.getItem(CONTENT_STORAGE_KEY)).not.toContain('bento-image:');
    expect(imagesFailedReason(images)).toBe(
      'this photo could not be kept on this device: its storage is full',
    );

    await keptOrRefused(two);
    images = recordImages();
    saveEditorState(
      localStorage,
      { current: withImages(docWith(2), one, two), past: [], future: [] },
      undefined,
      undefined,
      images,
    );
    expect(imagesFailedReason(images)).toBe(
      'these 2 photos could not be kept on this device: its storage is full',
    );
  });
});
