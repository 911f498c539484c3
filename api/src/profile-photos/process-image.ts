import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';
import { type AcceptedImageFormat, sniffImageType } from './image-type.ts';

/** Decoding a bigger picture would take hundreds of megabytes; phones stay well below (48 MP). */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * How each kind of image is encoded: a photo at up to three widths for `srcset` (a phone's
 * column, a laptop's, a large screen's), a logo fitted into a square at two sizes (1x and 2x of
 * the profile's 64 px); and the smallest picture of each kind worth showing.
 */
export const IMAGE_KINDS = {
  photo: { sizes: [480, 960, 1600], fit: 'width', minEdge: 300 },
  logo: { sizes: [128, 256], fit: 'square', minEdge: 48 },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

export type EncodedFormat = 'avif' | 'webp';

export interface EncodedFile {
  width: number;
  height: number;
  format: EncodedFormat;
  data: Buffer;
}

export interface ProcessedImage {
  /** Size of the largest encoded width. */
  width: number;
  height: number;
  /** Encoded widths, smallest first. */
  widths: number[];
  files: EncodedFile[];
}

/** How sharp names the formats it decoded (AVIF is a HEIF container). */
const DECODED_AS: Record<AcceptedImageFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

const unsupported = (message: string) => new HttpError(415, 'unsupported_image_type', message);
const unreadable = () =>
  new HttpError(400, 'unreadable_image', 'The image could not be read; it may be damaged');

/** Checks the file's content and size before anything is decoded in full. */
async function inspect(bytes: Uint8Array, kind: ImageKind) {
  const type = sniffImageType(bytes);
  if (type === 'heic') {
    throw unsupported(
      'HEIC images cannot be used: save the photo as JPEG (on an iPhone, Settings > Camera > Formats > Most Compatible)',
    );
  }
  if (type === 'unknown') throw unsupported('Upload a JPEG, PNG, WebP or AVIF image');
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { width = 0, height = 0 } = metadata;
  if (metadata.format !== DECODED_AS[type] || width === 0 || height === 0) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      'image_too_large',
      `The image is ${Math.round((width * height) / 1e6)} megapixels; up to ${MAX_INPUT_PIXELS / 1e6} are accepted`,
    );
  }
  const { minEdge } = IMAGE_KINDS[kind];
  if (Math.min(width, height) < minEdge) {
    throw new HttpError(
      400,
      'image_too_small',
      `The image is ${width} × ${height} pixels; it needs to be at least ${minEdge} pixels on each side`,
    );
  }
}

/** The encoded sizes of a picture `width` × `height`: never enlarged, each width once. */
function targetSizes(kind: ImageKind, width: number, height: number) {
  const { sizes, fit } = IMAGE_KINDS[kind];
  const targets = new Map<number, number>();
  for (const size of sizes) {
    const scale = Math.min(1, size / (fit === 'width' ? width : Math.max(width, height)));
    const target = Math.max(1, Math.round(width * scale));
    targets.set(target, Math.max(1, Math.round(height * scale)));
  }
  return [...targets].map(([w, h]) => ({ width: w, height: h })).sort((a, b) => a.width - b.width);
}

/**
 * Turns an upload into the files the profile serves: the type judged by content (JPEG, PNG,
 * WebP or AVIF; 415 otherwise), the pixel count limited, the camera's orientation applied, then
 * each width encoded as AVIF and WebP. The picture is decoded once into plain pixels and every
 * file encoded from those, so no metadata of the upload (EXIF with its GPS position, XMP,
 * comments, ICC profiles) can reach a served file. libvips does the work on libuv's thread
 * pool, not on the event loop.
 *
 * @example
 * const processed = await processImage(await c.req.arrayBuffer(), 'photo');
 * processed.files.map((f) => `${f.width}.${f.format}`) // ['480.avif', '480.webp', '960.avif', …]
 */
export async function processImage(
  upload: ArrayBuffer | Uint8Array,
  kind: ImageKind,
): Promise<ProcessedImage> {
  const bytes = upload instanceof Uint8Array ? upload : new Uint8Array(upload);
  await inspect(bytes, kind);
  const { sizes, fit } = IMAGE_KINDS[kind];
  const largest = Math.max(...sizes);
  const { data: pixels, info } = await sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  })
    .rotate()
    .resize({
      width: largest,
      ...(fit === 'square' ? { height: largest, fit: 'inside' as const } : {}),
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const targets = targetSizes(kind, info.width, info.height);
  const files: EncodedFile[] = [];
  for (const target of targets) {
    const resized = () => sharp(pixels, { raw }).resize(target.width, target.height);
    files.push(
      {
        ...target,
        format: 'avif',
        data: await resized().avif({ quality: 55, effort: 2 }).toBuffer(),
      },
      { ...target, format: 'webp', data: await resized().webp({ quality: 80 }).toBuffer() },
    );
  }
  const top = targets[targets.length - 1] ?? { width: info.width, height: info.height };
  return { ...top, widths: targets.map((t) => t.width), files };
}
