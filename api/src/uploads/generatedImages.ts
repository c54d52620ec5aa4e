// Test-only: real images made by sharp in the test (a node-side helper: browser-side tests use testImages.ts).
import sharp, { type Sharp } from 'sharp';

/** A `width` × `height` RGB image with a gradient, so lossy encoders have something to keep. */
export function gradient(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = Math.round((255 * y) / height);
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** An animation of `frames` distinct `width` × `height` grey frames (one channel keeps the raw buffer small). */
export function animation(width: number, height: number, frames: number): Sharp {
  const pixels = Buffer.alloc(width * height * frames);
  for (let frame = 0; frame < frames; frame += 1) {
    pixels.fill((frame * 37) % 256, frame * width * height, (frame + 1) * width * height);
  }
  return sharp(pixels, { raw: { width, height: height * frames, channels: 1, pageHeight: height } });
}

/** Blue-ish 40 × 20 JPEG with what a phone leaves in a photo: GPS position, camera, orientation 6, XMP, a P3 profile. */
export function phonePhoto(): Promise<Buffer> {
  return gradient(40, 20)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><private>home address</private></x:xmpmeta>')
    .withIccProfile('p3')
    .toBuffer();
}
