// The pipeline's decisions in jsdom. Compression needs a real browser (canvas, workers): GIF and SVG, which are
// never compressed, stand for images here; e2e/images-drop.spec.ts proves compression in Chromium.
import { IMAGE_UPLOAD_COUNTER_KEY, UPLOAD_MESSAGES } from '@bento/core';
import { configureApi } from '@bento/store';
import { keptImage } from '../../persistence/imageStore/keptImages';
import { intakeImage, type IntakeContext } from './intakeImage';
import { closeImageNotice, isImageNoticeOpen, type ImageNotice } from './imageNotices';
import { markShown, readUploadCounter } from './uploadCounter';

const SIGNED_OUT: IntakeContext = { signedIn: false, canUpload: false, onEditorPage: true };
const gif = (bytes = 'GIF89a-pixels') => new File([bytes], 'cat.gif', { type: 'image/gif' });

/** Whether the intake opened the notice since the last look (closing it, as a user would, for the next look). */
function opened(notice: ImageNotice): boolean {
  const open = isImageNoticeOpen(notice);
  closeImageNotice(notice);
  return open;
}

describe('intakeImage', () => {
  beforeEach(() => {
    localStorage.clear();
    closeImageNotice('storage');
    closeImageNotice('uploadLimitation');
  });

  it("refuses what core's box and container rules refuse, with the spec's messages", async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await intakeImage(text, 'box', SIGNED_OUT)).toEqual({ error: UPLOAD_MESSAGES.boxNotAnImage });
    const big = new File([new Uint8Array(5_242_881)], 'big.gif', { type: 'image/gif' });
    expect(await intakeImage(big, 'box', SIGNED_OUT)).toEqual({ error: UPLOAD_MESSAGES.boxTooLarge });
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    expect(await intakeImage(svg, 'container', SIGNED_OUT)).toEqual({
      error: UPLOAD_MESSAGES.containerInvalidType,
    });
    expect(readUploadCounter().dataUrlCount).toBe(0);
  });

  it('keeps an image inline when signed out, reporting Processing..., and counts it', async () => {
    const phases: string[] = [];
    const result = await intakeImage(gif(), 'box', SIGNED_OUT, (progress) => phases.push(progress.phase));
    expect(result).toEqual({ url: expect.stringMatching(/^data:image\/gif;base64,/) });
    expect(phases).toContain('processing');
    expect(readUploadCounter()).toMatchObject({ dataUrlCount: 1, imageUrlCount: 0 });
  });

  it('hands an image too long for local storage to the image store, named, before it enters the document', async () => {
    const small = await intakeImage(gif(), 'box', SIGNED_OUT);
    const large = await intakeImage(gif(`GIF89a${'x'.repeat(40_000)}`), 'box', SIGNED_OUT);
    if (!('url' in small) || !('url' in large)) throw new Error('kept inline');
    expect(keptImage(small.url)).toBeUndefined();
    // jsdom has no IndexedDB: the put fails, but the hash (the reference's name) was known first.
    expect(keptImage(large.url)).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('shows the upload-limitation notice once for a signed-out user, the storage notice from the 5th image', async () => {
    const seen: { limitation: boolean; storage: boolean }[] = [];
    for (let count = 1; count <= 6; count += 1) {
      await intakeImage(gif(`GIF89a-${count}`), 'box', SIGNED_OUT);
      seen.push({ limitation: opened('uploadLimitation'), storage: opened('storage') });
    }
    expect(seen.map((step) => step.limitation)).toEqual([true, false, false, false, false, false]);
    // Due from the 5th until acknowledged (the notice's 'Got it' or close writes the flag; here it was not).
    expect(seen.map((step) => step.storage)).toEqual([false, false, false, false, true, true]);
    const stored = JSON.parse(localStorage.getItem(IMAGE_UPLOAD_COUNTER_KEY)!) as Record<string, unknown>;
    expect(stored).toMatchObject({
      dataUrlCount: 6,
      hasShownUploadNotification: true,
      hasShownStorageWarning: false,
    });
  });

  it('never shows the storage notice again once it was acknowledged', async () => {
    for (let count = 1; count <= 5; count += 1) await intakeImage(gif(`GIF89a-${count}`), 'box', SIGNED_OUT);
    expect(opened('storage')).toBe(true);
    markShown('hasShownStorageWarning'); // what 'Got it' writes
    await intakeImage(gif('GIF89a-6'), 'box', SIGNED_OUT);
    expect(opened('storage')).toBe(false);
  });

  it('falls back to inline data when the upload cannot reach the server, without the signed-out notice', async () => {
    configureApi('http://127.0.0.1:9/api');
    try {
      const result = await intakeImage(gif(), 'box', { signedIn: true, canUpload: true, onEditorPage: true });
      expect(result).toEqual({ url: expect.stringMatching(/^data:image\/gif;base64,/) });
      expect(opened('uploadLimitation')).toBe(false);
    } finally {
      configureApi('/api');
    }
  });

  it('never uploads an SVG (the server refuses them): it stays inline on a box', async () => {
    configureApi('http://127.0.0.1:9/api');
    try {
      const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' });
      const result = await intakeImage(svg, 'box', { signedIn: true, canUpload: true, onEditorPage: true });
      expect(result).toEqual({ url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    } finally {
      configureApi('/api');
    }
  });
});
