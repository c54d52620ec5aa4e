import { crc32, deflateSync } from 'node:zlib';
import { imageInfo } from './imageType';
import {
  AVIF_2X2,
  GIF_1X1,
  JPEG_3X2,
  PNG_3X2,
  WEBP_VP8L_1X1,
  WEBP_VP8X_3X2,
  WEBP_VP8_1X1,
} from './testImages';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

describe('imageInfo', () => {
  it.each([
    ['JPEG', JPEG_3X2, { ext: 'jpg', contentType: 'image/jpeg', width: 3, height: 2 }],
    ['PNG', PNG_3X2, { ext: 'png', contentType: 'image/png', width: 3, height: 2 }],
    ['WebP (VP8X)', WEBP_VP8X_3X2, { ext: 'webp', contentType: 'image/webp', width: 3, height: 2 }],
    ['WebP (VP8L)', WEBP_VP8L_1X1, { ext: 'webp', contentType: 'image/webp', width: 1, height: 1 }],
    ['WebP (VP8)', WEBP_VP8_1X1, { ext: 'webp', contentType: 'image/webp', width: 1, height: 1 }],
    ['GIF', GIF_1X1, { ext: 'gif', contentType: 'image/gif', width: 1, height: 1 }],
    ['AVIF', AVIF_2X2, { ext: 'avif', contentType: 'image/avif', width: 2, height: 2 }],
  ])('knows a %s by its bytes, with its size', (_name, bytes, expected) => {
    expect(imageInfo(bytes)).toEqual(expected);
  });

  it.each([
    ['zero bytes', Buffer.alloc(0)],
    ['SVG', SVG],
    ['HTML renamed .jpg', HTML],
    ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256))],
    ['a JPEG header alone', JPEG_3X2.subarray(0, 20)],
  ])('refuses %s', (_name, bytes) => {
    expect(imageInfo(bytes)).toBeNull();
  });

  it.each([
    ['JPEG', JPEG_3X2],
    ['PNG', PNG_3X2],
    ['WebP', WEBP_VP8X_3X2],
    ['GIF', GIF_1X1],
    ['AVIF', AVIF_2X2],
  ])('refuses a truncated %s at every length', (_name, bytes) => {
    for (let length = 0; length < bytes.length; length += 1) {
      expect(imageInfo(bytes.subarray(0, length))).toBeNull();
    }
  });

  it('refuses a PNG whose data was corrupted (a chunk CRC no longer matches)', () => {
    const corrupt = Buffer.from(PNG_3X2);
    corrupt[40] = corrupt[40]! ^ 0xff;
    expect(imageInfo(corrupt)).toBeNull();
  });

  it('refuses a PNG with junk after IEND and a well-formed PNG of zero width', () => {
    expect(imageInfo(Buffer.concat([PNG_3X2, Buffer.from('<script>')]))).toBeNull();
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(0, 0);
    ihdr.writeUInt32BE(2, 4);
    ihdr[8] = 8;
    ihdr[9] = 2;
    expect(imageInfo(pngOf(ihdr))).toBeNull();
  });
});

/** A PNG with the given IHDR data and an empty image (CRCs computed). */
function pngOf(ihdr: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
