import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { imageInfo } from './imageType';
import {
  AVIF_2X2,
  GIF_1X1,
  JPEG_3X2,
  PNG_3X2,
  WEBP_VP8L_1X1,
  WEBP_VP8X_3X2,
  WEBP_VP8_1X1,
  pngChunk,
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

  it('answers null or a sane size, never throws, for any bytes or any damage to a real image', () => {
    const images = [JPEG_3X2, PNG_3X2, WEBP_VP8X_3X2, WEBP_VP8L_1X1, WEBP_VP8_1X1, GIF_1X1, AVIF_2X2];
    const damaged = fc
      .tuple(
        fc.constantFrom(...images),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
      )
      .map(([image, flips]) => {
        const copy = Buffer.from(image);
        for (const [at, value] of flips) copy[at % copy.length] = value;
        return copy;
      });
    const anyBytes = fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes));
    fc.assert(
      fc.property(fc.oneof(damaged, anyBytes), (bytes) => {
        const info = imageInfo(bytes);
        if (info) expect(info.width * info.height).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads an AVIF as its largest item (a grid of small tiles, a thumbnail)', () => {
    const grid = avifWithItems(ispe(512, 512), ispe(8000, 6250), ispe(160, 120));
    expect(imageInfo(grid)).toMatchObject({ ext: 'avif', width: 8000, height: 6250 });
    expect(imageInfo(avifWithItems())).toBeNull();
    const trailing = avifWithItems(ispe(2, 2));
    expect(imageInfo(Buffer.concat([trailing, Buffer.from('<html>')]))).toBeNull();
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

/** An AVIF-shaped file: its items' sizes in 'meta', a little coded data. */
function avifWithItems(...sizes: Buffer[]): Buffer {
  const ftyp = box('ftyp', Buffer.from('avif\0\0\0\0avifmif1', 'latin1'));
  const meta = box('meta', Buffer.alloc(4), box('iprp', box('ipco', ...sizes)));
  return Buffer.concat([ftyp, meta, box('mdat', Buffer.from([1, 2, 3]))]);
}

/** An ISO-BMFF box. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An 'ispe' (image spatial extent) property. */
function ispe(width: number, height: number): Buffer {
  const content = Buffer.alloc(12);
  content.writeUInt32BE(width, 4);
  content.writeUInt32BE(height, 8);
  return box('ispe', content);
}

/** A PNG with the given IHDR data and an empty image (CRCs computed). */
function pngOf(ihdr: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
