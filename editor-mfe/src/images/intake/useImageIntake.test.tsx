// The hook's decisions from the real store (who is signed in, online or not, the editor page or a site's edit
// screen) against the real API app: uploads when signed in and online, inline data otherwise.
import { createHash } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@bento/core';
import {
  authChanged,
  connectivityChanged,
  createAppStore,
  editContextSet,
  type AppStore,
} from '@bento/store';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { GIF_1X1, JPEG_3X2 } from '../../../../api/src/uploads/testImages';
import type { ImageIntake, ImageTarget, IntakeProgress } from '../intakeTypes';
import { COMPRESSION_TIMEOUT_MS } from './compressImage';
import { closeImageNotice, isImageNoticeOpen } from './imageNotices';
import { readUploadCounter } from './uploadCounter';
import { useImageIntake } from './useImageIntake';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
});
afterAll(() => api.close());

beforeEach(() => {
  localStorage.clear();
  closeImageNotice('storage');
  closeImageNotice('uploadLimitation');
  api.requests.length = 0;
});

const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
const uploadRequests = () => api.requests.filter((request) => request.url === '/api/uploads');

function signedInStore(): AppStore {
  const store = createAppStore();
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
  return store;
}

function intakeFor(store: AppStore): ImageIntake {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useImageIntake(), { wrapper }).result.current;
}

async function run(intake: ImageIntake, image: File, target: ImageTarget = 'box') {
  const phases: IntakeProgress[] = [];
  const result = await intake(image, target, (progress) => phases.push(progress));
  return { result, phases };
}

describe('useImageIntake', () => {
  it('signed in and online: uploads the image and answers its /uploads/ URL, without the signed-out notice', async () => {
    const { result, phases } = await run(intakeFor(signedInStore()), file(GIF_1X1, 'dot.gif', 'image/gif'));
    expect(result).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.gif$/) });
    expect(phases).toEqual([{ phase: 'processing' }, { phase: 'processing' }]);
    expect(uploadRequests()).toHaveLength(1);
    expect(readUploadCounter()).toMatchObject({ imageUrlCount: 1, dataUrlCount: 0 });
    expect(isImageNoticeOpen('uploadLimitation')).toBe(false);
    // The URL serves the image (encoded anew by the server, named by its hash).
    const url = (result as { url: string }).url;
    const served = Buffer.from(await (await fetch(`${api.origin}${url}`)).arrayBuffer());
    expect(served.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(url).toContain(createHash('sha256').update(served).digest('hex'));
  });

  it("signed in: the server's refusal is the answer (nothing inline, nothing counted)", async () => {
    const html = file('<html><script>alert(1)</script></html>', 'cat.gif', 'image/gif');
    const { result } = await run(intakeFor(signedInStore()), html);
    expect(result).toEqual({ error: 'Invalid image format' });
    expect(readUploadCounter()).toMatchObject({ imageUrlCount: 0, dataUrlCount: 0 });
  });

  it('signed in but offline: keeps the image inline for auto-save to upload later, without asking the server', async () => {
    const store = signedInStore();
    store.dispatch(connectivityChanged({ online: false }));
    const { result } = await run(intakeFor(store), file(GIF_1X1, 'dot.gif', 'image/gif'));
    expect(result).toEqual({ url: expect.stringMatching(/^data:image\/gif;base64,/) });
    expect(uploadRequests()).toHaveLength(0);
    expect(readUploadCounter().dataUrlCount).toBe(1);
    expect(isImageNoticeOpen('uploadLimitation')).toBe(false);
  });

  it('signed in: an SVG stays inline (the server refuses SVG)', async () => {
    const svg = file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml');
    const { result } = await run(intakeFor(signedInStore()), svg);
    expect(result).toEqual({ url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(uploadRequests()).toHaveLength(0);
  });

  it('signed out: keeps the image inline, counts it and shows the upload-limitation notice', async () => {
    const { result, phases } = await run(intakeFor(createAppStore()), file(GIF_1X1, 'dot.gif', 'image/gif'));
    expect(result).toEqual({ url: expect.stringMatching(/^data:image\/gif;base64,/) });
    expect(phases).toEqual([{ phase: 'processing' }]);
    expect(uploadRequests()).toHaveLength(0);
    expect(readUploadCounter()).toMatchObject({ dataUrlCount: 1, hasShownUploadNotification: true });
    expect(isImageNoticeOpen('uploadLimitation')).toBe(true);
  });

  describe('a compression that fails (here: jsdom cannot decode, so it times out)', () => {
    /** Runs the intake of a JPEG with the compression timing out, as it does in jsdom (no canvas, no workers). */
    async function compressionFails(store: AppStore, target: ImageTarget) {
      jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
      try {
        const intake = intakeFor(store);
        const phases: IntakeProgress[] = [];
        const pending = intake(file(JPEG_3X2, 'photo.jpg', 'image/jpeg'), target, (p) => phases.push(p));
        await act(() => jest.advanceTimersByTimeAsync(COMPRESSION_TIMEOUT_MS));
        jest.useRealTimers();
        return { result: await pending, phases };
      } finally {
        jest.useRealTimers();
      }
    }

    it('on the editor page falls back to the uncompressed file', async () => {
      const { result, phases } = await compressionFails(createAppStore(), 'box');
      expect(phases[0]).toEqual({ phase: 'compressing', percent: 0 });
      const url = (result as { url: string }).url;
      expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
      expect(Buffer.from(url.split(',')[1]!, 'base64')).toEqual(JPEG_3X2);
    });

    it("on a site's edit screen gives the spec's message for the target", async () => {
      const store = signedInStore();
      store.dispatch(editContextSet({ isEditMode: true, isOwner: true, site: null }));
      expect((await compressionFails(store, 'box')).result).toEqual({
        error: UPLOAD_MESSAGES.boxCompressFailed,
      });
      expect((await compressionFails(store, 'container')).result).toEqual({
        error: UPLOAD_MESSAGES.containerReadFailed,
      });
      expect(uploadRequests()).toHaveLength(0);
    });
  });
});
