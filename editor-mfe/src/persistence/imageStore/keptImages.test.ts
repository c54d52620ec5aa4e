import 'fake-indexeddb/auto';
import { imageReference, referencedHash, sha256Hex } from './imageReference';
import { readImages } from './imageDb';
import { keepImage, keptHashes, keptImage, retryFailedImages } from './keptImages';
import { keptOrRefused, photo, refusePuts } from './testUtils';

// The image store on a real IndexedDB implementation (fake-indexeddb); only the browser's refusals are simulated.
afterEach(() => jest.restoreAllMocks());

describe('the image store', () => {
  it('names an image by the SHA-256 of its data URL', async () => {
    const hash = await sha256Hex('abc');
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(imageReference(hash)).toBe(`bento-image:sha256-${hash}`);
    expect(referencedHash(imageReference(hash))).toBe(hash);
    expect(referencedHash('bento-image:sha256-nothex')).toBeNull();
    expect(referencedHash('https://example.com/a.jpg')).toBeNull();
  });

  it('hashes an image, then puts it in IndexedDB, where it can be read back', async () => {
    const dataUrl = photo('A');
    const hashed = keepImage(dataUrl);
    expect(keptImage(dataUrl)?.state).toBe('hashing');
    await hashed;
    expect(keptImage(dataUrl)?.state).toBe('storing');
    await keptOrRefused(dataUrl);
    const image = keptImage(dataUrl);
    expect(image).toEqual({ state: 'stored', hash: await sha256Hex(dataUrl) });
    expect(keptHashes().has(await sha256Hex(dataUrl))).toBe(true);
    expect(await readImages([await sha256Hex(dataUrl), 'f'.repeat(64)])).toEqual([dataUrl, null]);
  });

  it('says why an image could not be kept, and Retry puts it again', async () => {
    const full = photo('B');
    const refused = photo('C');
    refusePuts(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await keptOrRefused(full);
    expect(keptImage(full)).toMatchObject({ state: 'failed', failure: 'full' });
    jest.restoreAllMocks();
    refusePuts(new DOMException('Internal error', 'UnknownError'));
    await keptOrRefused(refused);
    expect(keptImage(refused)).toMatchObject({ state: 'failed', failure: 'unavailable' });

    jest.restoreAllMocks();
    retryFailedImages();
    expect(keptImage(full)?.state).toBe('storing');
    await keptOrRefused(full);
    await keptOrRefused(refused);
    expect(keptImage(full)?.state).toBe('stored');
    expect(keptImage(refused)?.state).toBe('stored');
  });

  it('reports an image it cannot even hash (no Web Crypto, as on an http:// page) as refused', async () => {
    jest.spyOn(crypto.subtle, 'digest').mockRejectedValue(new TypeError('crypto.subtle is undefined'));
    const dataUrl = photo('D');
    await keptOrRefused(dataUrl);
    expect(keptImage(dataUrl)).toEqual({ state: 'failed', hash: null, failure: 'unavailable' });
  });
});
