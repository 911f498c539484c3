/** The image formats an upload is accepted in, named as sharp names them. */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the first bytes of a file say it is: an accepted format, HEIC, or something else. */
export type SniffedImageType = AcceptedImageFormat | 'heic' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * An ISO-BMFF image (AVIF or HEIC) by its `ftyp` box: the major brand, then the compatible
 * brands, since some encoders write `mif1` first and name `avif` among the others.
 */
function isoImageType(bytes: Uint8Array): SniffedImageType {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return 'unknown';
  const declared = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const boxSize = Math.min(bytes.length, declared, 64);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return 'unknown';
}

/**
 * The type of an uploaded file judged by its content (its magic bytes), never by its name or
 * the Content-Type its sender claimed: only the four accepted formats ever reach the decoder,
 * so nothing else libvips can read (SVG, PDF, TIFF…) is parsed from an upload.
 *
 * @example
 * sniffImageType(readFileSync('kitchen.jpg')) // 'jpeg'
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return isoImageType(bytes);
}
