/**
 * Turning an uploaded file into the photo we store: checked by its content, refused when it would
 * decode to too many pixels, turned upright, stripped of every piece of metadata (GPS position,
 * camera, time), and re-encoded as WebP in the three sizes, with its dominant colour as the
 * placeholder shown while it loads.
 */
import {
  PHOTO,
  PHOTO_BYTES_MAX,
  PHOTO_INPUT_FORMATS,
  PHOTO_PIXELS_MAX,
  PHOTO_SIZES,
  type PhotoSize,
} from '@ffc/domain';
import sharp, { type Metadata, type ResizeOptions, type Sharp, type SharpOptions } from 'sharp';

export interface ProcessedPhoto {
  /** Of the `large` file. */
  readonly width: number;
  readonly height: number;
  /** The dominant colour, `#rrggbb`. */
  readonly placeholder: string;
  /** WebP files, each fitting its PHOTO_SIZES longest side (never enlarged). */
  readonly files: Record<PhotoSize, Buffer>;
}

/** The upload cannot become a photo; its message is the one a person reads, under the file field. */
export class PhotoInputError extends Error {
  override readonly name = 'PhotoInputError';
  readonly field = 'file';
}

/** Photos processed at once in this process: a large photo takes about a core and 100–200 MB while it decodes. */
const PROCESSING_AT_ONCE = 2;
const WEBP = { quality: 80, effort: 4 } as const;

type Sniffed = 'jpeg' | 'png' | 'webp' | 'heif';

/**
 * The container the first bytes announce. Only these reach a decoder, so an SVG, PDF or TIFF
 * (whose decoders have far more to go wrong) is refused before libvips reads it at all.
 */
function sniff(input: Buffer): Sniffed | undefined {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO base media file (HEIC, HEIF, AVIF): an `ftyp` box first.
  if (input.toString('latin1', 4, 8) === 'ftyp') return 'heif';
  return undefined;
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when fewer than PROCESSING_AT_ONCE photos are being processed. */
async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PROCESSING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Whether sharp refused the input for its pixel count (its message is the only sign). */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

function hex(value: number): string {
  return Math.round(value).toString(16).padStart(2, '0');
}

/**
 * Processes an upload, or throws PhotoInputError with the message for the person. No output
 * carries metadata: sharp writes none unless asked (keepMetadata, withMetadata, keepExif…), and
 * none of those is called here.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > PHOTO_BYTES_MAX) throw new PhotoInputError(PHOTO.tooLarge);
  if (!sniff(input)) throw new PhotoInputError(PHOTO.notAnImage);
  const options: SharpOptions = { limitInputPixels: PHOTO_PIXELS_MAX, sequentialRead: true };
  return bounded(async () => {
    let metadata: Metadata;
    try {
      metadata = await sharp(input, options).metadata();
    } catch (error) {
      throw new PhotoInputError(isPixelLimit(error) ? PHOTO.tooManyPixels : PHOTO.notAnImage);
    }
    if (!PHOTO_INPUT_FORMATS.some((format) => format === metadata.format)) throw new PhotoInputError(PHOTO.notAnImage);
    // sharp checks the header too; this keeps the rule ours whatever a decoder reports.
    if (metadata.width * metadata.height > PHOTO_PIXELS_MAX) throw new PhotoInputError(PHOTO.tooManyPixels);
    try {
      return await encode(sharp(input, options));
    } catch (error) {
      // A header that reads but pixels that do not (a truncated file, or HEVC-coded HEIC where
      // this build of libvips has no HEVC decoder) is still not a photo we can read.
      throw new PhotoInputError(isPixelLimit(error) ? PHOTO.tooManyPixels : PHOTO.notAnImage);
    }
  });
}

/**
 * One decode of the original, turned upright and shrunk to the `large` size (kept raw: at most
 * 2048² pixels), then every size encoded from that, so the original is decoded once.
 */
async function encode(original: Sharp): Promise<ProcessedPhoto> {
  const { data, info } = await original
    .autoOrient()
    .resize(inside(PHOTO_SIZES.large))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const files: Record<PhotoSize, Buffer> = {
    large: await upright().webp(WEBP).toBuffer(),
    screen: await upright().resize(inside(PHOTO_SIZES.screen)).webp(WEBP).toBuffer(),
    thumb: await upright().resize(inside(PHOTO_SIZES.thumb)).webp(WEBP).toBuffer(),
  };
  const { dominant } = await sharp(files.thumb).stats();
  return {
    width: info.width,
    height: info.height,
    placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    files,
  };
}

/** Fits within a square of `side`, the longest side at most `side`, never enlarged. */
function inside(side: number): ResizeOptions {
  return { width: side, height: side, fit: 'inside', withoutEnlargement: true };
}
