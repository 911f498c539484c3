import { MAX_PROFILE_PHOTOS } from '@flo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps, sqlRows } from '../db/engine/index.ts';
import type { ImageRow, NewImage } from './repository.ts';

/*
 * Changes to a listing's logo and photos, written once for SQLite and PostgreSQL (ADR 050): each
 * a step of a unit of work, run through `engine.commit` with its audit entry (`imageAudited`).
 */

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
