import { MAX_PROFILE_PHOTOS, type ProfileImage, type ProfilePhotos } from '@flo/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { specialistImages } from '../db/schema.ts';
import { mediaUrl } from './media-store.ts';

export type ImageRow = typeof specialistImages.$inferSelect;

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

/** A listing's logo (or null) and its photos in their order, as the profile shows them. */
export function profilePhotosOf(db: Db, specialistId: number): ProfilePhotos {
  const rows = db
    .select()
    .from(specialistImages)
    .where(eq(specialistImages.specialistId, specialistId))
    .orderBy(asc(specialistImages.kind), asc(specialistImages.position), asc(specialistImages.id))
    .all();
  const logo = rows.find((row) => row.kind === 'logo');
  return {
    logo: logo ? profileImageOf(logo) : null,
    photos: rows.filter((row) => row.kind === 'photo').map(profileImageOf),
    maxPhotos: MAX_PROFILE_PHOTOS,
  };
}

export function countPhotos(db: Db, specialistId: number): number {
  const [row] = db
    .select({ n: count() })
    .from(specialistImages)
    .where(and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'photo')))
    .all();
  return row?.n ?? 0;
}

export type NewImage = Pick<ImageRow, 'fileKey' | 'width' | 'height' | 'widths' | 'storedBytes'>;

/**
 * Adds a photo after the listing's others, unless it has MAX_PROFILE_PHOTOS already: counted
 * and written in one (immediate) transaction, so two uploads at once cannot both take the last
 * place. Undefined when the listing is full.
 */
export function insertPhoto(
  db: DbExecutor,
  specialistId: number,
  image: NewImage,
): ImageRow | undefined {
  return db.transaction((tx) => {
    const photos = tx
      .select({ position: specialistImages.position })
      .from(specialistImages)
      .where(
        and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'photo')),
      )
      .all();
    if (photos.length >= MAX_PROFILE_PHOTOS) return undefined;
    const position = Math.max(-1, ...photos.map((photo) => photo.position)) + 1;
    return tx
      .insert(specialistImages)
      .values({ ...image, specialistId, kind: 'photo', position })
      .returning()
      .get();
  });
}

/** Makes `image` the listing's logo; answers the logo it replaced, whose files are to go. */
export function replaceLogo(
  db: DbExecutor,
  specialistId: number,
  image: NewImage,
): { logo: ImageRow; replaced: ImageRow | undefined } {
  return db.transaction((tx) => {
    const isLogo = and(
      eq(specialistImages.specialistId, specialistId),
      eq(specialistImages.kind, 'logo'),
    );
    const replaced = tx.delete(specialistImages).where(isLogo).returning().get();
    const logo = tx
      .insert(specialistImages)
      .values({ ...image, specialistId, kind: 'logo' })
      .returning()
      .get();
    return { logo, replaced };
  });
}

/**
 * Deletes one image of the listing, a photo or (unless `kind` is 'photo') the logo; undefined
 * when it has no such image.
 */
export function deleteImage(
  db: DbExecutor,
  specialistId: number,
  imageId: number,
  kind: 'photo' | 'any' = 'any',
): ImageRow | undefined {
  return db
    .delete(specialistImages)
    .where(
      and(
        eq(specialistImages.id, imageId),
        eq(specialistImages.specialistId, specialistId),
        kind === 'photo' ? eq(specialistImages.kind, 'photo') : undefined,
      ),
    )
    .returning()
    .get();
}

/** Deletes the listing's logo; undefined when it has none. */
export function deleteLogo(db: DbExecutor, specialistId: number): ImageRow | undefined {
  return db
    .delete(specialistImages)
    .where(and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'logo')))
    .returning()
    .get();
}

/** Sets a photo's caption; false when the listing has no such photo. */
export function updateCaption(
  db: DbExecutor,
  specialistId: number,
  photoId: number,
  caption: string,
): boolean {
  const changed = db
    .update(specialistImages)
    .set({ caption })
    .where(
      and(
        eq(specialistImages.id, photoId),
        eq(specialistImages.specialistId, specialistId),
        eq(specialistImages.kind, 'photo'),
      ),
    )
    .run();
  return changed.changes > 0;
}

/**
 * Puts the listing's photos in the order of `photoIds`, which must name each of them once;
 * false (nothing changed) when it names another listing's photo or leaves one out.
 */
export function reorderPhotos(db: DbExecutor, specialistId: number, photoIds: number[]): boolean {
  return db.transaction((tx) => {
    const own = tx
      .select({ id: specialistImages.id })
      .from(specialistImages)
      .where(
        and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'photo')),
      )
      .all();
    const ownIds = new Set(own.map((row) => row.id));
    if (own.length !== photoIds.length || !photoIds.every((id) => ownIds.has(id))) return false;
    photoIds.forEach((id, position) => {
      tx.update(specialistImages).set({ position }).where(eq(specialistImages.id, id)).run();
    });
    return true;
  });
}
