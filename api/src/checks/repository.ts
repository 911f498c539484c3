import type { AdminSpecialistCheck, SpecialistCheck } from '@flo/contract';
import { aliasedTable, and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';

const publicColumns = ({ tables: { specialistChecks } }: EngineScope) => ({
  id: specialistChecks.id,
  kind: specialistChecks.kind,
  detail: specialistChecks.detail,
  seenOn: specialistChecks.seenOn,
  expiresOn: specialistChecks.expiresOn,
});

const standing = ({ tables: { specialistChecks } }: EngineScope, specialistId: number) =>
  and(eq(specialistChecks.specialistId, specialistId), isNull(specialistChecks.removedAt));

/** Newest evidence first; of one day, the one recorded last. */
const newestFirst = ({ tables: { specialistChecks } }: EngineScope) => [
  desc(specialistChecks.seenOn),
  desc(specialistChecks.id),
];

/**
 * The checks a profile shows: not removed and not past their end on `today` (`YYYY-MM-DD`), from
 * the `(specialist_id, removed_at)` index.
 */
export function* currentChecks(
  on: EngineScope,
  specialistId: number,
  today: string,
): Steps<SpecialistCheck[]> {
  const { specialistChecks } = on.tables;
  return yield* rows(
    on.db
      .select(publicColumns(on))
      .from(specialistChecks)
      .where(
        and(
          standing(on, specialistId),
          or(isNull(specialistChecks.expiresOn), gte(specialistChecks.expiresOn, today)),
        ),
      )
      .orderBy(...newestFirst(on)),
  );
}

/** Every check not removed, expired ones too, each saying whether it has expired on `today`. */
export function* standingChecksOf(
  on: EngineScope,
  specialistId: number,
  today: string,
): Steps<(SpecialistCheck & { expired: boolean })[]> {
  const { specialistChecks } = on.tables;
  const found = yield* rows(
    on.db
      .select(publicColumns(on))
      .from(specialistChecks)
      .where(standing(on, specialistId))
      .orderBy(...newestFirst(on)),
  );
  return found.map((check) => ({
    ...check,
    expired: check.expiresOn !== null && check.expiresOn < today,
  }));
}

/** Every check of a listing, removed ones too, with who recorded and who removed each. */
export function* checksForAdmin(
  on: EngineScope,
  specialistId: number,
  today: string,
): Steps<AdminSpecialistCheck[]> {
  const { admins, specialistChecks } = on.tables;
  const recorder = aliasedTable(admins, 'recorder');
  const remover = aliasedTable(admins, 'remover');
  const found = yield* rows<
    SpecialistCheck & {
      recordedAt: Date;
      recordedBy: string;
      removedAt: Date | null;
      removedBy: string | null;
    }
  >(
    on.db
      .select({
        ...publicColumns(on),
        recordedAt: specialistChecks.createdAt,
        recordedBy: recorder.name,
        removedAt: specialistChecks.removedAt,
        removedBy: remover.name,
      })
      .from(specialistChecks)
      .innerJoin(recorder, eq(recorder.id, specialistChecks.recordedByAdminId))
      .leftJoin(remover, eq(remover.id, specialistChecks.removedByAdminId))
      .where(eq(specialistChecks.specialistId, specialistId))
      .orderBy(sql`${specialistChecks.removedAt} is not null`, ...newestFirst(on)),
  );
  return found.map((check) => ({
    ...check,
    recordedAt: check.recordedAt.toISOString(),
    removedAt: check.removedAt?.toISOString() ?? null,
    expired: check.expiresOn !== null && check.expiresOn < today,
  }));
}

/** Whether a listing of any status has this id. */
export function* listingExists(on: EngineScope, specialistId: number): Steps<boolean> {
  const { specialists } = on.tables;
  const found = yield* row(
    on.db.select({ id: specialists.id }).from(specialists).where(eq(specialists.id, specialistId)),
  );
  return found !== undefined;
}

export interface NewCheck {
  kind: SpecialistCheck['kind'];
  detail: string;
  seenOn: string;
  expiresOn: string | null;
}

export function* insertCheck(
  on: EngineScope,
  specialistId: number,
  check: NewCheck,
  adminId: number,
): Steps<number> {
  const { specialistChecks } = on.tables;
  const [stored] = yield* rows(
    on.db
      .insert(specialistChecks)
      .values({ specialistId, ...check, recordedByAdminId: adminId })
      .returning({ id: specialistChecks.id }),
  );
  if (!stored) throw new Error('The check was not stored');
  return stored.id;
}

/** Marks a standing check of this listing removed; false when there is none by that id. */
export function* removeCheck(
  on: EngineScope,
  specialistId: number,
  checkId: number,
  adminId: number,
  at: Date,
): Steps<boolean> {
  const { specialistChecks } = on.tables;
  const changed = yield* changes(
    on.db
      .update(specialistChecks)
      .set({ removedAt: at, removedByAdminId: adminId })
      .where(and(eq(specialistChecks.id, checkId), standing(on, specialistId))),
  );
  return changed > 0;
}
