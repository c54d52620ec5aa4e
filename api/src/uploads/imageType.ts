// What an uploaded file really is, decided from its bytes alone (magic numbers and structure), never from its
// name or declared type: JPEG, PNG, WebP, GIF or AVIF, with its pixel size. Anything else — SVG (it can carry
// script), HTML renamed .jpg, a truncated or corrupt file, zero bytes — is not an image here.
import { crc32 } from 'node:zlib';

export interface ImageInfo {
  ext: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
  contentType: string;
  width: number;
  height: number;
}

type Size = { width: number; height: number } | null;

const startsWith = (bytes: Buffer, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, at: number, length: number) =>
  bytes.length >= at + length ? bytes.toString('latin1', at, at + length) : '';

// JPEG: segments from SOI to the start of scan, a frame header (SOFn) before it, and EOI at the very end.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
function jpegSize(bytes: Buffer): Size {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
  let size: Size = null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (SOF_MARKERS.has(marker) && length >= 7) {
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) return size; // start of scan: entropy-coded data follows up to EOI
    offset += 2 + length;
  }
  return null;
}

// PNG: the signature, IHDR first, every chunk whole with a correct CRC, and IEND last.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngSize(bytes: Buffer): Size {
  if (!startsWith(bytes, PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR') return null;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return null;
    if (ascii(bytes, offset + 4, 4) === 'IEND') {
      return end === bytes.length ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
    }
    offset = end;
  }
  return null;
}

// GIF: the header, the logical screen size, and the trailer byte at the end.
function gifSize(bytes: Buffer): Size {
  const header = ascii(bytes, 0, 6);
  if ((header !== 'GIF87a' && header !== 'GIF89a') || bytes.length < 14) return null;
  if (bytes[bytes.length - 1] !== 0x3b) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

// WebP: a RIFF container whose declared size is the file's, and one of the three bitstream headers.
function webpSize(bytes: Buffer): Size {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.length < 30) return null;
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize + 8 !== bytes.length && riffSize + 9 !== bytes.length) return null;
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ':
      if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}

// AVIF: ISO-BMFF boxes that add up to the file, an 'ftyp' naming an AVIF brand, the image size ('ispe' in 'meta')
// and its coded data ('mdat').
const AVIF_BRANDS = new Set(['avif', 'avis']);
function avifSize(bytes: Buffer): Size {
  if (ascii(bytes, 4, 4) !== 'ftyp') return null;
  const ftypSize = bytes.readUInt32BE(0);
  if (ftypSize < 16 || ftypSize > bytes.length) return null;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= ftypSize; at += 4) brands.push(ascii(bytes, at, 4));
  if (!brands.some((brand) => AVIF_BRANDS.has(brand))) return null;
  let offset = 0;
  let meta: Buffer | null = null;
  let hasMediaData = false;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    let boxSize = bytes.readUInt32BE(offset);
    if (boxSize === 1) {
      if (offset + 16 > bytes.length) return null;
      boxSize = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (boxSize === 0) {
      boxSize = bytes.length - offset;
    }
    if (boxSize < 8 || offset + boxSize > bytes.length) return null;
    const type = ascii(bytes, offset + 4, 4);
    if (type === 'meta') meta = bytes.subarray(offset, offset + boxSize);
    if (type === 'mdat' && boxSize > 8) hasMediaData = true;
    offset += boxSize;
  }
  if (!hasMediaData || !meta) return null;
  // Each item has its 'ispe'; a grid image's tiles and a thumbnail are smaller than the image they make up, so
  // the largest one is the picture a browser decodes.
  let size: Size = null;
  let ispe = meta.indexOf('ispe', 0, 'latin1');
  while (ispe >= 4) {
    if (ispe + 16 > meta.length) return null;
    const found = { width: meta.readUInt32BE(ispe + 8), height: meta.readUInt32BE(ispe + 12) };
    if (!size || found.width * found.height > size.width * size.height) size = found;
    ispe = meta.indexOf('ispe', ispe + 4, 'latin1');
  }
  return size;
}

const FORMATS: { ext: ImageInfo['ext']; contentType: string; size: (bytes: Buffer) => Size }[] = [
  { ext: 'jpg', contentType: 'image/jpeg', size: jpegSize },
  { ext: 'png', contentType: 'image/png', size: pngSize },
  { ext: 'webp', contentType: 'image/webp', size: webpSize },
  { ext: 'gif', contentType: 'image/gif', size: gifSize },
  { ext: 'avif', contentType: 'image/avif', size: avifSize },
];

/** The image's format and size, or null when the bytes are not a whole image of an accepted format. */
export function imageInfo(bytes: Buffer): ImageInfo | null {
  for (const { ext, contentType, size } of FORMATS) {
    let measured: Size;
    try {
      measured = size(bytes);
    } catch {
      measured = null; // a read past the end of a malformed file
    }
    if (measured && measured.width > 0 && measured.height > 0) return { ext, contentType, ...measured };
  }
  return null;
}

/** The content type served for a stored extension. */
export function contentTypeOf(ext: string): string | null {
  return FORMATS.find((format) => format.ext === ext)?.contentType ?? null;
}
