// Test-only: tiny real images, each checked to decode in Chromium (createImageBitmap) when it was recorded.
// JPEG, PNG and WebP (VP8X with an ICC profile) are Chromium's own canvas encodings of a 3×2 picture.
// Uploads are decoded and encoded anew (reencode.ts), so what the server stores and serves is not these bytes:
// tests compare with what the upload answered (its URL's hash, its `bytes`), never with what they sent.
import { crc32, deflateSync } from 'node:zlib';

/** The stored file's hash an upload's URL names (of the new encoding, not of the bytes sent). */
export const storedHashOf = (url: string) => url.slice('/uploads/'.length, url.lastIndexOf('.'));

const bytes = (base64: string) => Buffer.from(base64, 'base64');

export const JPEG_3X2 = bytes(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQj/xAAdEQAABQUAAAAAAAAAAAAAAAAAAQIEsQMzNHFy/9oADAMBAAIRAxEAPwCRABnF5ezkXkzxqfJQP//Z',
);
export const PNG_3X2 = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAGUlEQVR4AWJSTX79/6GsBxgz7dkVywADAAAAAP//mY4Q2QAAAAZJREFUAwCbrgjURqLhZAAAAABJRU5ErkJggg==',
);
export const WEBP_VP8X_3X2 = bytes(
  'UklGRiwCAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggPgAAAPABAJ0BKgMAAgAAwBIlqAJ0RwBkgAPdAAD+9hNdP8hPQPLcwpoH/3Z7A/P/Jv//8Bf//7s9gfn/k3/+AAAA',
);
/** 1×1 lossless (VP8L) and lossy (VP8) WebP. */
export const WEBP_VP8L_1X1 = bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
export const WEBP_VP8_1X1 = bytes('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
export const GIF_1X1 = bytes('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
/** 2×2 AVIF. */
export const AVIF_2X2 = bytes(
  'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
);

/** A whole, valid JPEG of exactly `totalBytes` bytes: COM (comment) segments of filler after its SOI marker. */
export function paddedJpeg(totalBytes: number): Buffer {
  const segments: Buffer[] = [];
  for (let left = totalBytes - JPEG_3X2.length; left > 0;) {
    let body = Math.min(left - 4, 65_533);
    if (left - body - 4 > 0 && left - body - 4 < 4) body -= 4; // the last segment needs its 4-byte header
    const segment = Buffer.alloc(body + 4, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(body + 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([JPEG_3X2.subarray(0, 2), ...segments, JPEG_3X2.subarray(2)]);
}

/** A whole GIF whose logical screen is `width` × `height` (what the size check reads). */
export function gifOfSize(width: number, height: number): Buffer {
  const gif = Buffer.from(GIF_1X1);
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

/** A PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A truecolour 8-bit PNG of `width` × `height` whose IDAT chunk holds `idat` (its CRC correct, whatever it is). */
export function pngWithIdat(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of `width` × `height` pixels of noise drawn from `seed`: distinct for each seed, and about
 * width × height × 3 bytes however it is encoded again (noise does not compress).
 */
export function noisePng(width: number, height: number, seed: number): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3));
  let state = seed >>> 0 || 1;
  for (let at = 0; at < rows.length; at += 1) {
    if (at % (1 + width * 3) === 0) continue; // each row's filter byte: none
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[at] = state & 0xff;
  }
  return pngWithIdat(width, height, deflateSync(rows));
}

let distinctSeed = 0;
/** A small real PNG no other call in this test file answers (for tests that must never share a file). */
export function distinctPng(): Buffer {
  distinctSeed += 1;
  return noisePng(4, 3, distinctSeed);
}
