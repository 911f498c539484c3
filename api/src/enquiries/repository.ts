import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { type CompiledWrite, compileWrite } from '../db/compiled-write.ts';
import {
  changes,
  type EngineScope,
  jsonArrayHas,
  perScope,
  row,
  rows,
  runOnSqliteNow,
  type Steps,
  type Tables,
} from '../db/engine/index.ts';
import { perConnection } from '../db/per-connection.ts';

/** The enquiry path's lookups, prepared once per connection (see `perScope`). */
const lookups = perScope((on) => {
  const { db } = on;
  const { cities, enquiries, enquiryRecipients, services, specialists } = on.tables;
  return {
    cityBySlug: db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.slug, sql.placeholder('slug')))
      .prepare(),
    // The first row, read without a bound `limit ?`, which SQLite would re-prepare every call.
    cityByPostcodeArea: db
      .select({ id: cities.id })
      .from(cities)
      .where(jsonArrayHas(on, cities.postcodeAreas, sql.placeholder('area')))
      .orderBy(desc(cities.population))
      .prepare(),
    serviceBySlug: db
      .select({ slug: services.slug })
      .from(services)
      .where(eq(services.slug, sql.placeholder('slug')))
      .prepare(),
    serviceKeywords: db
      .select({ slug: services.slug, name: services.name, keywords: services.keywords })
      .from(services)
      .prepare(),
    specialist: db
      .select({
        id: specialists.id,
        name: specialists.name,
        email: specialists.email,
        status: specialists.status,
      })
      .from(specialists)
      .where(eq(specialists.id, sql.placeholder('id')))
      .prepare(),
    enquiryByKey: db
      .select({
        id: enquiries.id,
        publicId: enquiries.publicId,
        requestHash: enquiries.requestHash,
        customerEmail: enquiries.customerEmail,
      })
      .from(enquiries)
      .where(eq(enquiries.idempotencyKey, sql.placeholder('key')))
      .prepare(),
    recipientCount: db
      .select({ n: count() })
      .from(enquiryRecipients)
      .where(eq(enquiryRecipients.enquiryId, sql.placeholder('enquiryId')))
      .prepare(),
  };
});

/** The first of `slugs` (in the order given) that names a city. */
export function* cityIdBySlugs(on: EngineScope, slugs: string[]): Steps<number | undefined> {
  const { cityBySlug } = lookups(on);
  for (const slug of slugs) {
    const found = yield* row(cityBySlug, { slug });
    if (found) return found.id;
  }
  return undefined;
}

/** The largest city whose postcode areas include `area` ('M' → Manchester). */
export function* cityIdByPostcodeArea(on: EngineScope, area: string): Steps<number | undefined> {
  return (yield* row(lookups(on).cityByPostcodeArea, { area }))?.id;
}

export function* serviceKnown(on: EngineScope, slug: string): Steps<boolean> {
  return (yield* row(lookups(on).serviceBySlug, { slug })) !== undefined;
}

export function* serviceKeywords(on: EngineScope) {
  return yield* rows(lookups(on).serviceKeywords);
}

export function* specialistById(on: EngineScope, id: number) {
  return yield* row(lookups(on).specialist, { id });
}

/** The stored submission behind an idempotency key, with what is needed to replay its answer. */
export function* enquiryByKey(on: EngineScope, key: string) {
  const { enquiryByKey: byKey, recipientCount } = lookups(on);
  const found = yield* row(byKey, { key });
  if (!found) return undefined;
  const recipients = (yield* row(recipientCount, { enquiryId: found.id }))?.n ?? 0;
  return { ...found, recipients };
}

export type NewEnquiry = Tables['enquiries']['$inferInsert'];

/**
 * One compiled insert per shape of row (see `compileWrite`): the columns given a value are
 * placeholders, those given null are null, and those left out take their schema defaults, as
 * a one-off insert would.
 */
const enquiryInserts = perConnection(() => new Map<string, CompiledWrite>());

function enquiryInsertFor(on: EngineScope, row: NewEnquiry): CompiledWrite {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const shape = entries.map(([key, value]) => (value === null ? `${key}=null` : key)).join(',');
  const inserts = enquiryInserts(on.db);
  let insert = inserts.get(shape);
  if (!insert) {
    const values = Object.fromEntries(
      entries.map(([key, value]) => [key, value === null ? null : sql.placeholder(key)]),
    ) as unknown as NewEnquiry;
    insert = compileWrite(on.db, on.db.insert(on.tables.enquiries).values(values));
    inserts.set(shape, insert);
  }
  return insert;
}

/**
 * Inserts an enquiry and answers its id, or nothing when its idempotency key is stored already
 * (`on conflict do nothing`): on PostgreSQL another node may commit the key between the
 * replay check and this insert. SQLite's group commit holds the write lock from the check on,
 * so there the compiled insert runs as it is.
 */
export function* storeEnquiryRow(on: EngineScope, values: NewEnquiry): Steps<number | undefined> {
  if (on.dialect === 'sqlite') {
    return Number(enquiryInsertFor(on, values).run(values).lastInsertRowid);
  }
  const { enquiries } = on.tables;
  const [stored] = yield* rows(
    on.db
      .insert(enquiries)
      .values(values)
      .onConflictDoNothing({ target: enquiries.idempotencyKey })
      .returning({ id: enquiries.id }),
  );
  return stored?.id;
}

/** One compiled insert per number of recipients (at most a few), all rows in one statement. */
const recipientInserts = perConnection(() => new Map<number, CompiledWrite>());

function recipientInsertFor(on: EngineScope, recipients: number): CompiledWrite {
  const inserts = recipientInserts(on.db);
  let insert = inserts.get(recipients);
  if (!insert) {
    const values = Array.from({ length: recipients }, (_, index) => ({
      enquiryId: sql.placeholder('enquiryId'),
      specialistId: sql.placeholder(`specialist${index}`),
      createdAt: sql.placeholder('at'),
    }));
    insert = compileWrite(on.db, on.db.insert(on.tables.enquiryRecipients).values(values));
    inserts.set(recipients, insert);
  }
  return insert;
}

/** The enquiry's recipients in one insert, in match order (their rowids keep it). */
export function* storeRecipients(
  on: EngineScope,
  enquiryId: number,
  specialistIds: number[],
  at: Date,
): Steps<void> {
  if (specialistIds.length === 0) return;
  if (on.dialect === 'sqlite') {
    const values: Record<string, unknown> = { enquiryId, at };
    specialistIds.forEach((id, index) => {
      values[`specialist${index}`] = id;
    });
    recipientInsertFor(on, specialistIds.length).run(values);
    return;
  }
  yield* changes(
    on.db
      .insert(on.tables.enquiryRecipients)
      .values(specialistIds.map((specialistId) => ({ enquiryId, specialistId, createdAt: at }))),
  );
}

/** A posted job's own row, beside its enquiry. */
export function* storeJobPost(
  on: EngineScope,
  values: Tables['jobPosts']['$inferInsert'],
): Steps<void> {
  yield* changes(on.db.insert(on.tables.jobPosts).values(values));
}

// On SQLite at once, for synchronous callers (fixtures and tests).

export function insertEnquiry(db: DbExecutor, values: NewEnquiry): number {
  return runOnSqliteNow(db, storeEnquiryRow, values) as number;
}

export function insertRecipients(
  db: DbExecutor,
  enquiryId: number,
  specialistIds: number[],
  at: Date,
): void {
  runOnSqliteNow(db, storeRecipients, enquiryId, specialistIds, at);
}
