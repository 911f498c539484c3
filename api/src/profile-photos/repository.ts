import { MAX_PROFILE_PHOTOS, type ProfileImage, type ProfilePhotos } from '@flo/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps, sqlRows } from '../db/engine/index.ts';
import type { specialistImages } from '../db/schema.ts';
import { mediaUrl } from './media-store.ts';

/*
 * A listing's logo and photos, written once for SQLite and PostgreSQL (ADR 050). Every change
 * is a step of a unit of work, run through `engine.commit` with its audit entry (`imageAudited`).
 */

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

/**
 * Makes the rest of this transaction the only one changing the listing's images: PostgreSQL
 * locks the listing's row until it commits, so two uploads counting or replacing at once run
 * one after the other; SQLite's one writer already runs each transaction alone.
 */
function* holdListing(on: EngineScope, specialistId: number): Steps<void> {
  if (on.dialect === 'sqlite') return;
  const { specialists } = on.tables;
  yield* sqlRows(
    sql`select ${specialists.id} from ${specialists} where ${specialists.id} = ${specialistId} for update`,
  );
}

export type NewImage = Pick<ImageRow, 'fileKey' | 'width' | 'height' | 'widths' | 'storedBytes'>;

/**
 * Adds a photo after the listing's others, unless it has MAX_PROFILE_PHOTOS already: counted
 * and written in one unit of work (run it with `engine.commit`), the listing held meanwhile,
 * so two uploads at once cannot both take the last place. Undefined when the listing is full.
 */
export function* insertPhoto(
  on: EngineScope,
  specialistId: number,
  image: NewImage,
): Steps<ImageRow | undefined> {
  const { db, tables } = on;
  const { specialistImages } = tables;
  yield* holdListing(on, specialistId);
  const photos = yield* rows(
    db
      .select({ position: specialistImages.position })
      .from(specialistImages)
      .where(
        and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'photo')),
      ),
  );
  if (photos.length >= MAX_PROFILE_PHOTOS) return undefined;
  const position = Math.max(-1, ...photos.map((photo) => photo.position)) + 1;
  return yield* row(
    db
      .insert(specialistImages)
      .values({ ...image, specialistId, kind: 'photo', position })
      .returning(),
  );
}

/** Makes `image` the listing's logo; answers the logo it replaced, whose files are to go. */
export function* replaceLogo(
  on: EngineScope,
  specialistId: number,
  image: NewImage,
): Steps<{ logo: ImageRow; replaced: ImageRow | undefined }> {
  const { db, tables } = on;
  const { specialistImages } = tables;
  yield* holdListing(on, specialistId);
  const isLogo = and(
    eq(specialistImages.specialistId, specialistId),
    eq(specialistImages.kind, 'logo'),
  );
  const replaced = yield* row(db.delete(specialistImages).where(isLogo).returning());
  const logo = yield* row(
    db
      .insert(specialistImages)
      .values({ ...image, specialistId, kind: 'logo' })
      .returning(),
  );
  if (!logo) throw new Error('The logo was not stored');
  return { logo, replaced };
}

/**
 * Deletes one image of the listing, a photo or (unless `kind` is 'photo') the logo; undefined
 * when it has no such image.
 */
export function* deleteImage(
  { db, tables: { specialistImages } }: EngineScope,
  specialistId: number,
  imageId: number,
  kind: 'photo' | 'any' = 'any',
): Steps<ImageRow | undefined> {
  return yield* row(
    db
      .delete(specialistImages)
      .where(
        and(
          eq(specialistImages.id, imageId),
          eq(specialistImages.specialistId, specialistId),
          kind === 'photo' ? eq(specialistImages.kind, 'photo') : undefined,
        ),
      )
      .returning(),
  );
}

/** Deletes the listing's logo; undefined when it has none. */
export function* deleteLogo(
  { db, tables: { specialistImages } }: EngineScope,
  specialistId: number,
): Steps<ImageRow | undefined> {
  return yield* row(
    db
      .delete(specialistImages)
      .where(
        and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'logo')),
      )
      .returning(),
  );
}

/** Sets a photo's caption; false when the listing has no such photo. */
export function* updateCaption(
  { db, tables: { specialistImages } }: EngineScope,
  specialistId: number,
  photoId: number,
  caption: string,
): Steps<boolean> {
  const changed = yield* changes(
    db
      .update(specialistImages)
      .set({ caption })
      .where(
        and(
          eq(specialistImages.id, photoId),
          eq(specialistImages.specialistId, specialistId),
          eq(specialistImages.kind, 'photo'),
        ),
      ),
  );
  return changed > 0;
}

/**
 * Puts the listing's photos in the order of `photoIds`, which must name each of them once;
 * false (nothing changed) when it names another listing's photo or leaves one out.
 */
export function* reorderPhotos(
  on: EngineScope,
  specialistId: number,
  photoIds: number[],
): Steps<boolean> {
  const { db, tables } = on;
  const { specialistImages } = tables;
  yield* holdListing(on, specialistId);
  const own = yield* rows(
    db
      .select({ id: specialistImages.id })
      .from(specialistImages)
      .where(
        and(eq(specialistImages.specialistId, specialistId), eq(specialistImages.kind, 'photo')),
      ),
  );
  const ownIds = new Set(own.map((image) => image.id));
  if (own.length !== photoIds.length || !photoIds.every((id) => ownIds.has(id))) return false;
  for (const [position, id] of photoIds.entries()) {
    yield* changes(
      db.update(specialistImages).set({ position }).where(eq(specialistImages.id, id)),
    );
  }
  return true;
}
