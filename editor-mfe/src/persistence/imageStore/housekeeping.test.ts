import 'fake-indexeddb/auto';
import { ACCOUNT_DOCUMENT_KEYS, ANONYMOUS_DOCUMENT_KEYS } from '@bento/core';
import { putImage, readImages } from './imageDb';
import { deleteUnusedImages, IMAGE_GRACE_MS } from './housekeeping';
import { mayHoldImages } from './imageKeeping';
import { imageReference } from './imageReference';

const NOW = Date.UTC(2025, 0, 1, 12);
const hashOf = (digit: string) => digit.repeat(64);
const recordNaming = (...digits: string[]) =>
  JSON.stringify({
    boxes: digits.map((digit) => ({ style: { bgImageUrl: imageReference(hashOf(digit)) } })),
  });

afterEach(() => localStorage.clear());

describe('image store housekeeping', () => {
  it('is not looked into before anything was kept', async () => {
    expect(await mayHoldImages()).toBe(false);
    await putImage(hashOf('0'), 'data:image/png;base64,AA', NOW);
    expect(await mayHoldImages()).toBe(true);
  });

  it('deletes the images no record names once the grace period is over, and only those', async () => {
    const old = NOW - IMAGE_GRACE_MS - 1;
    const fresh = NOW - IMAGE_GRACE_MS + 60_000;
    // 1: named by the anonymous document; 2: by the account's history; 3: by this page only; 4: by nothing but
    // stored just now (another tab's record may be on its way); 5 and 6: by nothing, old.
    for (const digit of ['1', '2', '3', '5', '6'])
      await putImage(hashOf(digit), `data:image/png;base64,${digit}`, old);
    await putImage(hashOf('4'), 'data:image/png;base64,4', fresh);
    localStorage.setItem(ANONYMOUS_DOCUMENT_KEYS.content, recordNaming('1'));
    localStorage.setItem(ACCOUNT_DOCUMENT_KEYS.history, `{"past":[${recordNaming('2')}],"future":[]}`);
    localStorage.setItem('other-app', recordNaming('5'));

    const deleted = await deleteUnusedImages(localStorage, new Set([hashOf('3')]), NOW);

    expect(deleted.sort()).toEqual([hashOf('5'), hashOf('6')]);
    const left = await readImages(['1', '2', '3', '4', '5', '6'].map(hashOf));
    expect(left.map((image) => image !== null)).toEqual([true, true, true, true, false, false]);
  });
});
