// Helpers shared by the image store's tests (not imported by the app).
import { keepImage, keptImage, onKeptImagesChange } from './keptImages';

/** A data URL over the 50,000-character limit, different for each seed. */
export const photo = (seed: string, chars = 60_000) =>
  `data:image/jpeg;base64,${seed.repeat(Math.ceil(chars / seed.length))}`;

/** Waits until the image store has kept `dataUrl`, or refused it. */
export async function keptOrRefused(dataUrl: string): Promise<void> {
  await keepImage(dataUrl);
  await new Promise<void>((resolve) => {
    const check = () => {
      const state = keptImage(dataUrl)?.state;
      if (state !== 'stored' && state !== 'failed') return;
      stop();
      resolve();
    };
    const stop = onKeptImagesChange(check);
    check();
  });
}

/** Makes every IndexedDB put throw `error`, as a full or refusing browser does. */
export function refusePuts(error: DOMException): jest.SpyInstance {
  return jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw error;
  });
}
