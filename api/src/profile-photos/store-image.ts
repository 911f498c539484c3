import type { AppDeps } from '../deps.ts';
import { mediaDirOf } from './media-dir.ts';
import { newFileKey, removeImageFiles, writeImageFiles } from './media-store.ts';
import type { ProcessedImage } from './process-image.ts';
import type { ImageRow, NewImage } from './repository.ts';

/**
 * Writes a processed image's files, then its row (`record`); when `record` refuses (undefined)
 * or throws, the files just written are removed again, so no file outlives a failed upload.
 */
export async function storeImage<T>(
  deps: AppDeps,
  processed: ProcessedImage,
  record: (image: NewImage) => Promise<T | undefined>,
): Promise<T | undefined> {
  const dir = mediaDirOf(deps);
  const fileKey = newFileKey();
  const storedBytes = await writeImageFiles(dir, fileKey, processed.files);
  const { width, height, widths } = processed;
  const undo = () => removeImageFiles(dir, fileKey, widths);
  try {
    const stored = await record({ fileKey, width, height, widths, storedBytes });
    if (stored === undefined) await undo();
    return stored;
  } catch (error) {
    await undo();
    throw error;
  }
}

/** Removes the files of images whose rows were deleted. */
export async function discardImageFiles(
  deps: AppDeps,
  rows: readonly (ImageRow | undefined)[],
): Promise<void> {
  const dir = mediaDirOf(deps);
  await Promise.all(
    rows.flatMap((row) => (row ? [removeImageFiles(dir, row.fileKey, row.widths)] : [])),
  );
}
