// Uploads are decoded and encoded anew (reencode.ts): real images made by sharp here and hand-made bad bytes, sent
// through the real API on a real database (SQLite, and MariaDB with MYSQL_URL).
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { newUser, openApiTest, type ApiTest } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { animation, gradient, phonePhoto } from './generatedImages';
import { imageInfo } from './imageType';
import { pngWithIdat } from './testImages';

jest.setTimeout(60_000);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const INVALID = { error: { code: 'invalid_image', message: 'Invalid image format' } };
const TOO_MANY_PIXELS = {
  error: { code: 'image_dimensions_too_large', message: 'Image dimensions too large (max: 40 megapixels)' },
};

/** 'GIF89a' opens a comment that ends just before `=alert(1);`: a GIF header to a sniffer, a script to a browser. */
const POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a/*', 'latin1'),
  Buffer.from([0x01, 0x00]), // the logical screen's height: 10799 × 1 pixels
  Buffer.from('xxxxxxx*/=alert(1);', 'latin1'), // ends in ';', a GIF's trailer byte
]);

describe.each(testDatabases())('uploads decoded and encoded anew on $label', (db) => {
  let t: ApiTest;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());

  const upload = (auth: string, bytes: Buffer) =>
    request(t.app)
      .post('/api/uploads')
      .set('Authorization', auth)
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);
  const served = async (url: string) => {
    const res = await request(t.app).get(url).buffer(true);
    expect(res.status).toBe(200);
    return { bytes: res.body as Buffer, type: res.headers['content-type'] };
  };
  const storedCounts = async () => [await t.models.UploadBlob.count(), await t.models.UploadOwner.count()];

  it('keeps each format, stores and serves the new encoding under its hash, the same for the same bytes', async () => {
    const user = await newUser(t.models);
    const image = gradient(64, 48);
    for (const [bytes, ext, contentType, decoder] of [
      [await image.clone().jpeg({ quality: 95 }).toBuffer(), 'jpg', 'image/jpeg', 'jpeg'],
      [await image.clone().png().toBuffer(), 'png', 'image/png', 'png'],
      [await image.clone().png({ palette: true }).toBuffer(), 'png', 'image/png', 'png'],
      [await image.clone().webp().toBuffer(), 'webp', 'image/webp', 'webp'],
      [await image.clone().webp({ lossless: true }).toBuffer(), 'webp', 'image/webp', 'webp'],
      [await image.clone().gif().toBuffer(), 'gif', 'image/gif', 'gif'],
      [await image.clone().avif({ effort: 0 }).toBuffer(), 'avif', 'image/avif', 'heif'],
    ] as const) {
      const res = await upload(user.auth(), bytes);
      expect([ext, res.status]).toEqual([ext, 201]);
      const file = await served(res.body.url);
      expect(res.body).toEqual({
        url: `/uploads/${sha(file.bytes)}.${ext}`,
        contentType,
        bytes: file.bytes.length,
        width: 64,
        height: 48,
      });
      expect(file.type).toBe(contentType);
      expect(await sharp(file.bytes).metadata()).toMatchObject({ format: decoder, width: 64, height: 48 });
      const again = await upload(user.auth(), bytes);
      expect([ext, again.status, again.body.url]).toEqual([ext, 200, res.body.url]);
    }
  });

  it('keeps an animated GIF or WebP animated, with its frame delays', async () => {
    const user = await newUser(t.models);
    const frames = animation(16, 12, 3);
    for (const [bytes, ext] of [
      [
        await frames
          .clone()
          .gif({ delay: [100, 200, 300], loop: 0 })
          .toBuffer(),
        'gif',
      ],
      [
        await frames
          .clone()
          .webp({ delay: [100, 200, 300], loop: 0 })
          .toBuffer(),
        'webp',
      ],
    ] as const) {
      const res = await upload(user.auth(), bytes);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ width: 16, height: 12 });
      const { bytes: stored } = await served(res.body.url);
      expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({
        format: ext,
        pages: 3,
        pageHeight: 12,
        delay: [100, 200, 300],
      });
    }
  });

  it('turns a phone photo upright and drops its EXIF (GPS, camera), XMP and colour profile', async () => {
    const user = await newUser(t.models);
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, hasProfile: true, width: 40, height: 20 });
    expect(photo.includes('PhoneMaker')).toBe(true);

    const res = await upload(user.auth(), photo);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 20, height: 40 });
    const { bytes } = await served(res.body.url);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40, hasProfile: false });
    for (const field of ['exif', 'xmp', 'icc', 'iptc', 'orientation'] as const)
      expect(stored[field]).toBeUndefined();
    for (const text of ['PhoneMaker', 'home address', 'Exif', 'GPS'])
      expect(bytes.includes(text)).toBe(false);
  });

  it('drops EXIF and XMP from every format that can carry them', async () => {
    const user = await newUser(t.models);
    const tagged = gradient(24, 16)
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><private>home address</private></x:xmpmeta>');
    for (const bytes of [
      await tagged.clone().png().toBuffer(),
      await tagged.clone().webp().toBuffer(),
      await tagged.clone().avif({ effort: 0 }).toBuffer(),
    ]) {
      const sent = await sharp(bytes).metadata();
      expect(sent.exif ?? sent.xmp).toBeDefined();
      const res = await upload(user.auth(), bytes);
      expect(res.status).toBe(201);
      const stored = await sharp((await served(res.body.url)).bytes).metadata();
      expect([stored.format, stored.exif, stored.xmp]).toEqual([sent.format, undefined, undefined]);
    }
  });

  it('refuses a GIF/JavaScript polyglot that passes the structure check, storing nothing', async () => {
    const user = await newUser(t.models);
    expect(POLYGLOT.length).toBe(29);
    expect(imageInfo(POLYGLOT)).toMatchObject({ ext: 'gif' });
    const before = await storedCounts();
    const res = await upload(user.auth(), POLYGLOT);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses PNGs whose chunks are whole but whose pixel data does not decode', async () => {
    const user = await newUser(t.models);
    const rows = Buffer.alloc(2 * (1 + 3 * 3)); // 3 × 2 RGB, each row with its filter byte
    const badFilter = Buffer.from(rows);
    badFilter[0] = 9; // filter types go up to 4
    const before = await storedCounts();
    for (const idat of [
      Buffer.from('these bytes are not a zlib stream'),
      deflateSync(rows.subarray(0, 7)), // too few pixels
      deflateSync(badFilter),
      deflateSync(rows).subarray(0, 8), // the stream cut short
    ]) {
      const png = pngWithIdat(3, 2, idat);
      expect(imageInfo(png)).toMatchObject({ ext: 'png', width: 3, height: 2 });
      const res = await upload(user.auth(), png);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    expect(await storedCounts()).toEqual(before);
    // The same chunks around good pixel data are an image.
    expect((await upload(user.auth(), pngWithIdat(3, 2, deflateSync(rows)))).status).toBe(201);
  });

  it('refuses decoded images over 40 megapixels, every frame of an animation counted', async () => {
    const user = await newUser(t.models);
    const before = await storedCounts();
    // 8000 × 5001 of white: 40.008 megapixels in about 130 KB.
    const wide = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // Eleven distinct frames of 2000 × 2000: 4 megapixels each, 44 in all.
    const long = await animation(2000, 2000, 11).gif({ effort: 1 }).toBuffer();
    for (const bytes of [wide, long]) {
      const res = await upload(user.auth(), bytes);
      expect(res.status).toBe(413);
      expect(res.body).toEqual(TOO_MANY_PIXELS);
    }
    expect(await storedCounts()).toEqual(before);
  });
});
