// Every upload is decoded and encoded anew before it is hashed and stored, so what is served is an encoder's
// output and never the bytes that were sent: a file that only looks like an image (a GIF/JavaScript polyglot, a
// PNG whose pixel data does not inflate) is refused, and nothing rides along — EXIF (GPS, camera, orientation,
// applied first), XMP, IPTC, comments and ICC profiles are dropped (pixels are converted to sRGB, what a browser
// assumes of an image without a profile). Each format stays itself; animated GIF and WebP stay animated.
//
// imageType.ts still decides the format from the bytes first (so an SVG, which libvips would rasterise, never
// reaches the decoder) and refuses a header over the pixel limit before any decoding; the decoder then enforces the
// limit again on what it actually decodes (every frame of an animation counts).
//
// The work runs in sharp (libvips): on libuv's thread pool, never on the event loop, a few images at a time
// (imageWork.ts), each bounded in time.
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { ApiError } from '../web/errors';
import { imageInfo, type ImageInfo } from './imageType';
import { imageWork } from './imageWork';
import {
  UPLOAD_ERRORS,
  UPLOAD_MAX_PIXELS,
  UPLOAD_PROCESS_TIMEOUT_SECONDS,
  uploadRefusal,
} from './uploadRules';

// Each upload is new bytes: libvips's operation cache would only hold memory.
sharp.cache(false);

export interface ReencodedImage extends ImageInfo {
  /** What is stored and served: the encoder's output. */
  bytes: Buffer;
}

type Ext = ImageInfo['ext'];

/** The libvips loader each accepted format must be decoded by. */
const DECODER: Record<Ext, Metadata['format']> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const ANIMATED = new Set<Ext>(['gif', 'webp']);

/** A WebP coded losslessly (a VP8L bitstream, possibly inside VP8X or animation frames) stays lossless. */
const isLosslessWebp = (bytes: Buffer) => bytes.indexOf('VP8L', 12, 'latin1') !== -1;

/**
 * The encoder of each format, chosen for a fair size at a bounded cost (the editor has usually compressed the
 * image already): JPEG quality 85; PNG as palette when it was one; WebP lossless when it was, else quality 85;
 * GIF reusing its palette, frame delays and loop count; AVIF quality 60 at a low effort (AVIF's encoder is the
 * slowest by far).
 */
function encoderFor(ext: Ext, metadata: Metadata, bytes: Buffer): (image: Sharp) => Sharp {
  switch (ext) {
    case 'jpg':
      return (image) => image.jpeg({ quality: 85 });
    case 'png':
      return (image) => image.png(metadata.isPalette ? { palette: true } : {});
    case 'webp':
      return isLosslessWebp(bytes)
        ? (image) => image.webp({ lossless: true, effort: 2 })
        : (image) => image.webp({ quality: 85, effort: 2 });
    case 'gif':
      return (image) => image.gif();
    case 'avif':
      return (image) => image.avif({ quality: 60, effort: 1 });
  }
}

/** What a decoder's or encoder's error means to the user. */
function refusal(err: unknown): ApiError {
  const message = err instanceof Error ? err.message : '';
  if (/exceeds pixel limit/i.test(message)) return uploadRefusal(UPLOAD_ERRORS.tooManyPixels);
  if (/timeout/i.test(message)) return uploadRefusal(UPLOAD_ERRORS.tooComplex);
  // Anything else the decoder says (corrupt, truncated, no frames, unsupported) is bytes that are not an image.
  return uploadRefusal(UPLOAD_ERRORS.invalid);
}

async function decodeAndEncode(bytes: Buffer, info: ImageInfo): Promise<ReencodedImage> {
  const options: SharpOptions = {
    // A decoder error refuses the file; a warning (some damaged scan data) still decodes, and what is stored is
    // the encoder's clean output of what was decoded.
    failOn: 'error',
    limitInputPixels: UPLOAD_MAX_PIXELS,
    animated: ANIMATED.has(info.ext),
    autoOrient: true,
  };
  const metadata = await sharp(bytes, options).metadata();
  if (metadata.format !== DECODER[info.ext]) throw uploadRefusal(UPLOAD_ERRORS.invalid);
  if (info.ext === 'avif' && metadata.compression !== 'av1') throw uploadRefusal(UPLOAD_ERRORS.invalid);
  const encode = encoderFor(info.ext, metadata, bytes);
  const { data, info: written } = await encode(sharp(bytes, options))
    .timeout({ seconds: UPLOAD_PROCESS_TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true });
  return {
    ...info,
    bytes: data,
    width: written.width,
    // An animation's frames are stacked: one frame's height is the image's.
    height: written.pageHeight ?? written.height,
  };
}

/**
 * The upload decoded and encoded anew in its own format, or an ApiError: 400 'Invalid image format' for what does
 * not decode as an accepted format, 413 for more than UPLOAD_MAX_PIXELS, 422 when it takes too long.
 */
export async function reencodeUpload(bytes: Buffer): Promise<ReencodedImage> {
  const info = imageInfo(bytes);
  if (!info) throw uploadRefusal(UPLOAD_ERRORS.invalid);
  // What the header declares, refused before any decoding.
  if (info.width * info.height > UPLOAD_MAX_PIXELS) throw uploadRefusal(UPLOAD_ERRORS.tooManyPixels);
  return imageWork.run(info.ext, () =>
    decodeAndEncode(bytes, info).catch((err: unknown) => {
      throw err instanceof ApiError ? err : refusal(err);
    }),
  );
}
