import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { changes, type EngineScope, type Steps, sqlRows } from '../../db/engine/index.ts';

/**
 * ' (nearest specialists: Aberdeen, 211 miles)' after an unmatched enquiry's place, as
 * `placeWithNearest` writes it (ADR 025), so operators see how far the job is from anyone.
 */
const NEAREST_SPECIALISTS = sql`case when e.nearest_city is null or e.nearest_city_miles is null
  then '' else ' (nearest specialists: ' || e.nearest_city || ', ' || case
    when e.nearest_city_miles < 1 then 'under a mile' when e.nearest_city_miles = 1 then '1 mile'
    else e.nearest_city_miles || ' miles' end || ')' end`;

export interface QueueRow {
  /** Row id; the enquiry's public reference for enquiries, whose row ids are never shown. */
  id: number | string;
  title: string;
  detail: string;
  createdAt: number;
}

/**
 * Open items of one kind: how many, and the oldest few. Every query starts from an index or a
 * small table (reviews and enquiries by status; claims, subscription requests and contact
 * messages are low-volume operator tables), so the queue never scans the big ones. Raw rows
 * are read as each driver answers them (a count as a bigint string and a time as a Date from
 * node-postgres), so both are made numbers here.
 */
function* section(count: SQL, oldest: SQL, n: number) {
  const [counted] = yield* sqlRows<{ n: unknown }>(count);
  const found = yield* sqlRows<Omit<QueueRow, 'createdAt'> & { createdAt: number | Date }>(
    sql`${oldest} limit ${n}`,
  );
  return {
    open: Number(counted?.n ?? 0),
    oldest: found.map((item) => ({ ...item, createdAt: new Date(item.createdAt).getTime() })),
  };
}

/** Every queue's open count and oldest `n` items, raw SQL that both engines read alike. */
export function* openQueue(_on: EngineScope, n: number) {
  const unmatched = sql`from enquiries e where e.status = 'new'
    and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id)`;
  return {
    reviews: yield* section(
      sql`select count(*) as n from reviews where status = 'pending'`,
      sql`select r.id, s.name as title, r.rating || '★ from ' || r.customer_name as detail,
          r.created_at as "createdAt"
        from reviews r join specialists s on s.id = r.specialist_id
        where r.status = 'pending' order by r.created_at`,
      n,
    ),
    claims: yield* section(
      sql`select count(*) as n from claim_requests where status = 'pending'`,
      sql`select c.id, s.name as title, c.name || ' (' || c.role || ')' as detail,
          c.created_at as "createdAt"
        from claim_requests c join specialists s on s.id = c.specialist_id
        where c.status = 'pending' order by c.created_at`,
      n,
    ),
    subscriptions: yield* section(
      sql`select count(*) as n from subscription_requests where status in ('pending', 'invoiced')`,
      sql`select id, business_name as title, tier || ' plan, ' || status || ', ' || reference as detail,
          created_at as "createdAt"
        from subscription_requests where status in ('pending', 'invoiced') order by created_at`,
      n,
    ),
    contactMessages: yield* section(
      sql`select count(*) as n from contact_messages where handled_at is null`,
      sql`select id, subject as title, name || ' <' || email || '>' as detail, created_at as "createdAt"
        from contact_messages where handled_at is null order by created_at`,
      n,
    ),
    unmatchedEnquiries: yield* section(
      sql`select count(*) as n ${unmatched}`,
      sql`select e.public_id as id, e.flooring_type as title, e.location || ${NEAREST_SPECIALISTS} || ', ' || e.customer_name as detail,
          e.created_at as "createdAt" ${unmatched} order by e.created_at`,
      n,
    ),
  };
}

/** Marks a contact message dealt with; false when there is no such open message. */
export function* markContactMessageHandled(on: EngineScope, id: number, at: Date): Steps<boolean> {
  const { contactMessages } = on.tables;
  const done = yield* changes(
    on.db
      .update(contactMessages)
      .set({ handledAt: at })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt))),
  );
  return done > 0;
}
