import type { AdminSpecialistCheck, SpecialistCheck } from '@flo/contract';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { DbExecutor } from '../db/client.ts';
import { admins, specialistChecks, specialists } from '../db/schema.ts';

const publicColumns = {
  id: specialistChecks.id,
  kind: specialistChecks.kind,
  detail: specialistChecks.detail,
  seenOn: specialistChecks.seenOn,
  expiresOn: specialistChecks.expiresOn,
};

const standing = (specialistId: number) =>
  and(eq(specialistChecks.specialistId, specialistId), isNull(specialistChecks.removedAt));

/** Newest evidence first; of one day, the one recorded last. */
const newestFirst = [desc(specialistChecks.seenOn), desc(specialistChecks.id)];

/**
 * The checks a profile shows: not removed and not past their end on `today` (`YYYY-MM-DD`), from
 * the `(specialist_id, removed_at)` index.
 */
export function currentChecksOf(
  db: DbExecutor,
  specialistId: number,
  today: string,
): SpecialistCheck[] {
  return db
    .select(publicColumns)
    .from(specialistChecks)
    .where(
      and(
        standing(specialistId),
        or(isNull(specialistChecks.expiresOn), gte(specialistChecks.expiresOn, today)),
      ),
    )
    .orderBy(...newestFirst)
    .all();
}

/** Every check not removed, expired ones too, each saying whether it has expired on `today`. */
export function standingChecksOf(db: DbExecutor, specialistId: number, today: string) {
  return db
    .select(publicColumns)
    .from(specialistChecks)
    .where(standing(specialistId))
    .orderBy(...newestFirst)
    .all()
    .map((check) => ({ ...check, expired: check.expiresOn !== null && check.expiresOn < today }));
}

const recorder = alias(admins, 'recorder');
const remover = alias(admins, 'remover');

/** Every check of a listing, removed ones too, with who recorded and who removed each. */
export function checksForAdmin(
  db: DbExecutor,
  specialistId: number,
  today: string,
): AdminSpecialistCheck[] {
  return db
    .select({
      ...publicColumns,
      recordedAt: specialistChecks.createdAt,
      recordedBy: recorder.name,
      removedAt: specialistChecks.removedAt,
      removedBy: remover.name,
    })
    .from(specialistChecks)
    .innerJoin(recorder, eq(recorder.id, specialistChecks.recordedByAdminId))
    .leftJoin(remover, eq(remover.id, specialistChecks.removedByAdminId))
    .where(eq(specialistChecks.specialistId, specialistId))
    .orderBy(sql`${specialistChecks.removedAt} is not null`, ...newestFirst)
    .all()
    .map((check) => ({
      ...check,
      recordedAt: check.recordedAt.toISOString(),
      removedAt: check.removedAt?.toISOString() ?? null,
      expired: check.expiresOn !== null && check.expiresOn < today,
    }));
}

/** Whether a listing of any status has this id. */
export function listingExists(db: DbExecutor, specialistId: number): boolean {
  return (
    db
      .select({ id: specialists.id })
      .from(specialists)
      .where(eq(specialists.id, specialistId))
      .get() !== undefined
  );
}

export interface NewCheck {
  kind: SpecialistCheck['kind'];
  detail: string;
  seenOn: string;
  expiresOn: string | null;
}

export function insertCheck(
  db: DbExecutor,
  specialistId: number,
  check: NewCheck,
  adminId: number,
): number {
  return db
    .insert(specialistChecks)
    .values({ specialistId, ...check, recordedByAdminId: adminId })
    .returning({ id: specialistChecks.id })
    .get().id;
}

/** Marks a standing check of this listing removed; false when there is none by that id. */
export function removeCheck(
  db: DbExecutor,
  specialistId: number,
  checkId: number,
  adminId: number,
  at: Date,
): boolean {
  const result = db
    .update(specialistChecks)
    .set({ removedAt: at, removedByAdminId: adminId })
    .where(and(eq(specialistChecks.id, checkId), standing(specialistId)))
    .run();
  return result.changes > 0;
}
