import { MAX_PROFILE_PHOTOS, type ProfileImage, type ProfilePhotos } from '@flo/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { type EngineScope, rows, type Steps } from '../db/engine/index.ts';
import type { specialistImages } from '../db/schema.ts';
import { mediaUrl } from './media-store.ts';

/*
 * A listing's logo and photos as they are read, written once for SQLite and PostgreSQL
 * (ADR 050); the changes are in `image-changes.ts`.
 */

export type ImageRow = typeof specialistImages.$inferSelect;

/** What an upload stores of a processed image. */
export type NewImage = Pick<ImageRow, 'fileKey' | 'width' | 'height' | 'widths' | 'storedBytes'>;

/** A stored image as the wire contract shows it: its sources smallest first, AVIF and WebP. */
export function profileImageOf(row: ImageRow): ProfileImage {
  const sources = (format: 'avif' | 'webp') =>
    row.widths.map((width) => ({ url: mediaUrl(row.fileKey, width, format), width }));
  return {
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    avif: sources('avif'),
    webp: sources('webp'),
  };
}

/**
 * A listing's logo (or null) and its photos in their order, as the profile shows them.
 *
 * @example
 * const { logo, photos } = await engine.run(listingImages, specialistId);
 */
export function* listingImages(on: EngineScope, specialistId: number): Steps<ProfilePhotos> {
  const { specialistImages } = on.tables;
  const found = yield* rows(
    on.db
      .select()
      .from(specialistImages)
      .where(eq(specialistImages.specialistId, specialistId))
      .orderBy(
        asc(specialistImages.kind),
        asc(specialistImages.position),
        asc(specialistImages.id),
      ),
  );
  const logo = found.find((image) => image.kind === 'logo');
  return {
    logo: logo ? profileImageOf(logo) : null,
    photos: found.filter((image) => image.kind === 'photo').map(profileImageOf),
    maxPhotos: MAX_PROFILE_PHOTOS,
  };
}

/** How many photos (not counting the logo) the listing has. */
export function* photoCount(on: EngineScope, specialistId: number): Steps<number> {
  const { specialistImages } = on.tables;
  const [found] = yield* rows(
    on.db
      .select({ n: count() })
      .from(specialistImages)
      .where(
        and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'photo')),
      ),
  );
  return found?.n ?? 0;
}
