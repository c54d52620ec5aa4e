// Image files for the image specs, made in the page (canvas encoders) and dropped with real DragEvents carrying a
// DataTransfer, as a file dragged from the desktop would be. Nothing is fetched.
import type { Locator, Page } from '@playwright/test';

export interface DropFile {
  name: string;
  type: string;
  /** A JPEG of about this many bytes (noise, so it compresses poorly), with an Exif GPS block. */
  jpegBytes?: number;
  width?: number;
  height?: number;
  /** A PNG photo-like picture (a gradient with noise) of width × height, about 3 MB at 1400 × 1000. */
  png?: boolean;
  /** Plain bytes of this size instead (a .txt, or an oversized file). */
  fillBytes?: number;
  /** Or this text (a .json document). */
  text?: string;
}

/** A camera photo: a 4 MB JPEG of noise (it compresses poorly: far over 50,000 characters as a data URL). */
export const CAMERA_PHOTO: DropFile = {
  name: 'holiday.jpg',
  type: 'image/jpeg',
  jpegBytes: 4_000_000,
  width: 3000,
  height: 2000,
};

/** The Exif APP1 segment with a GPS IFD (GPSVersionID 2.3, latitude ref 'N'), as cameras write it. */
export const EXIF_MARKER = 'Exif\u0000\u0000';

/** What was dropped: its size, and whether it starts with an Exif APP1 segment pointing to GPS data. */
export interface DroppedFile {
  bytes: number;
  exifGps: boolean;
}

/** Drags a small file of `type` over `target` (dragenter, dragover) without dropping it, then leaves. */
export async function dragFileOver(
  page: Page,
  target: Locator,
  type: string,
): Promise<{ leave: () => Promise<void> }> {
  const handle = await target.elementHandle();
  await page.evaluate(
    ({ element, type: fileType }) => {
      const data = new DataTransfer();
      data.items.add(new File(['x'], 'file', { type: fileType }));
      (window as unknown as { __dragged: DataTransfer }).__dragged = data;
      for (const event of ['dragenter', 'dragover']) {
        element!.dispatchEvent(new DragEvent(event, { dataTransfer: data, bubbles: true, cancelable: true }));
      }
    },
    { element: handle, type },
  );
  return {
    leave: () =>
      handle!.evaluate((element) => {
        const data = (window as unknown as { __dragged: DataTransfer }).__dragged;
        element.dispatchEvent(
          new DragEvent('dragleave', { dataTransfer: data, bubbles: true, relatedTarget: null }),
        );
      }),
  };
}

/** Makes `file` in the page and drops it on `target` (dragenter, dragover, drop). */
export async function dropFile(page: Page, target: Locator, file: DropFile): Promise<DroppedFile> {
  const handle = await target.elementHandle();
  return page.evaluate(
    async ({ element, file: spec }) => {
      /** A canvas of noise: `colour` gives each pixel's RGB from its x and a pseudo-random number. */
      function noiseCanvas(width: number, height: number, colour: (x: number, seed: number) => number[]) {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        const pixels = context.createImageData(width, height);
        let seed = 7;
        for (let index = 0; index < pixels.data.length; index += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          pixels.data.set([...colour((index / 4) % width, seed), 255], index);
        }
        context.putImageData(pixels, 0, 0);
        return canvas;
      }
      async function jpegWithExif(bytes: number, width: number, height: number): Promise<Uint8Array> {
        const canvas = noiseCanvas(width, height, (_, seed) => [
          40 + (seed & 0x3f),
          90 + ((seed >> 6) & 0x7f),
          160 + ((seed >> 13) & 0x3f),
        ]);
        // The highest quality whose file stays under `bytes`.
        let best: Uint8Array | null = null;
        for (const quality of [0.98, 0.95, 0.92, 0.9, 0.85, 0.8, 0.7, 0.6, 0.5]) {
          const blob = await new Promise<Blob>((resolve) =>
            canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality),
          );
          best = new Uint8Array(await blob.arrayBuffer());
          if (best.length <= bytes) break;
        }
        // APP1: 'Exif\0\0', a little-endian TIFF header, IFD0 with one entry (GPSInfo → the GPS IFD), the GPS IFD.
        const tiff = [
          0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00, 0x25, 0x88, 0x04, 0x00, 0x01, 0x00,
          0x00, 0x00, 0x1a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00,
          0x04, 0x00, 0x00, 0x00, 0x02, 0x03, 0x00, 0x00, 0x01, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x00,
          0x4e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        ];
        const payload = [...new TextEncoder().encode('Exif\u0000\u0000'), ...tiff];
        const length = payload.length + 2;
        const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
        const out = new Uint8Array(best!.length + app1.length);
        out.set(best!.subarray(0, 2));
        out.set(app1, 2);
        out.set(best!.subarray(2), 2 + app1.length);
        return out;
      }
      async function noisyPng(width: number, height: number): Promise<Uint8Array> {
        const canvas = noiseCanvas(width, height, (x, seed) => [
          ((x * 255) / width + (seed & 0x1f)) & 0xff,
          120 + ((seed >> 5) & 0x1f),
          200 - ((seed >> 10) & 0x1f),
        ]);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
        return new Uint8Array(await blob.arrayBuffer());
      }
      const bytes = spec.jpegBytes
        ? await jpegWithExif(spec.jpegBytes, spec.width ?? 2600, spec.height ?? 1900)
        : spec.png
          ? await noisyPng(spec.width ?? 1400, spec.height ?? 1000)
          : spec.text !== undefined
            ? new TextEncoder().encode(spec.text)
            : new Uint8Array(spec.fillBytes ?? 16).fill(0x61);
      const data = new DataTransfer();
      data.items.add(new File([bytes as Uint8Array<ArrayBuffer>], spec.name, { type: spec.type }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        element!.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
      }
      // SOI, then APP1 'Exif\0\0' whose IFD0 holds the GPSInfo pointer (tag 0x8825, little-endian).
      const head = [...bytes.subarray(0, 32)].map((byte) => String.fromCharCode(byte)).join('');
      const exifGps =
        head.startsWith('\xff\xd8\xff\xe1') &&
        head.slice(6, 12) === 'Exif\0\0' &&
        head.slice(22, 24) === '\x25\x88';
      return { bytes: bytes.length, exifGps };
    },
    { element: handle, file },
  );
}

/** Starts recording the texts of the image status overlays; `seen()` answers them. */
export async function recordOverlayTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __overlayTexts: string[] }).__overlayTexts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[data-testid="image-drop-overlay"]')) {
        // The message, not the Cancel button beside it.
        const text = node.querySelector('p')?.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlayTexts: string[] }).__overlayTexts);
}

/** The bytes of a data: URL. */
export function dataUrlBytes(url: string): Buffer {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** Width and height of a JPEG, from its frame header. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}
