import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EncodedFile, EncodedFormat } from './process-image.ts';

/** A served file's name: the image's key, the width, the format. Nothing else is ever served. */
export const MEDIA_FILE_PATTERN = /^[0-9a-f]{24}-\d{1,4}\.(avif|webp)$/;

/** The URL path the API serves the media directory under. */
export const MEDIA_PATH = '/media';

/** 96 random bits: a new name for every upload, unguessable before it is published. */
export const newFileKey = () => randomBytes(12).toString('hex');

export const mediaFileName = (key: string, width: number, format: EncodedFormat) =>
  `${key}-${width}.${format}`;

export const mediaUrl = (key: string, width: number, format: EncodedFormat) =>
  `${MEDIA_PATH}/${mediaFileName(key, width, format)}`;

/**
 * Writes an image's encoded files into the media directory, each under a temporary name first
 * and then renamed, so a reader never gets half a file; answers the bytes written.
 *
 * @example
 * const bytes = await writeImageFiles(mediaDir, newFileKey(), processed.files);
 */
export async function writeImageFiles(
  dir: string,
  key: string,
  files: readonly EncodedFile[],
): Promise<number> {
  await mkdir(dir, { recursive: true });
  let total = 0;
  for (const file of files) {
    const name = mediaFileName(key, file.width, file.format);
    const partial = join(dir, `.${name}.partial`);
    await writeFile(partial, file.data);
    await rename(partial, join(dir, name));
    total += file.data.length;
  }
  return total;
}

/** Deletes every file of an image; files already gone are not an error. */
export async function removeImageFiles(
  dir: string,
  key: string,
  widths: readonly number[],
): Promise<void> {
  const names = widths.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => mediaFileName(key, width, format)),
  );
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}
