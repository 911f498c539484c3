import { eq, sql } from 'drizzle-orm';
import { type EngineScope, row, rows } from '../db/engine/index.ts';
import type { subscriptions } from '../db/schema.ts';

/* What the audit log compares before and after a change, as steps of its unit of work (ADR 050). */

/**
 * A listing's fields as the audit log compares them before and after a change: its own
 * columns and the slugs of the services it offers, in the order they were recorded (the rowid:
 * SQLite's own, a real column on PostgreSQL, ADR 047). Undefined for an unknown id.
 */
export function* listingFields(on: EngineScope, specialistId: number) {
  const { specialists, specialistServices } = on.tables;
  const found = yield* row(
    on.db
      .select({
        name: specialists.name,
        description: specialists.description,
        email: specialists.email,
        phone: specialists.phone,
        postcode: specialists.postcode,
        website: specialists.website,
        areas: specialists.areas,
        serviceRadiusMiles: specialists.serviceRadiusMiles,
        status: specialists.status,
        suspendedReason: specialists.suspendedReason,
        tier: specialists.tier,
      })
      .from(specialists)
      .where(eq(specialists.id, specialistId)),
  );
  if (!found) return undefined;
  const services = yield* rows(
    on.db
      .select({ slug: specialistServices.serviceSlug })
      .from(specialistServices)
      .where(eq(specialistServices.specialistId, specialistId))
      .orderBy(sql`${specialistServices}.rowid`),
  );
  return { ...found, services: services.map((s) => s.slug) };
}

/** A review's moderation and reply, as the audit log compares them. */
export function* reviewFields(on: EngineScope, reviewId: number) {
  const { reviews } = on.tables;
  return yield* row(
    on.db
      .select({
        status: reviews.status,
        rejectionReason: reviews.rejectionReason,
        businessReply: reviews.businessReply,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId)),
  );
}

type PlanFields = Pick<
  typeof subscriptions.$inferSelect,
  'tier' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

/** The fields of a plan row the audit log compares. */
export const planFields = (row: PlanFields): PlanFields => ({
  tier: row.tier,
  status: row.status,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/** A plan's tier, status and period, as the audit log compares them. */
export function* planFieldsOf(on: EngineScope, subscriptionId: number) {
  const { subscriptions } = on.tables;
  return yield* row(
    on.db
      .select({
        tier: subscriptions.tier,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId)),
  );
}

/** A subscription request's status and the tier of the listing it is for. */
export function* planRequestFields(on: EngineScope, requestId: number) {
  const { specialists, subscriptionRequests } = on.tables;
  return yield* row(
    on.db
      .select({
        reference: subscriptionRequests.reference,
        status: subscriptionRequests.status,
        listingTier: specialists.tier,
      })
      .from(subscriptionRequests)
      .leftJoin(specialists, eq(specialists.id, subscriptionRequests.specialistId))
      .where(eq(subscriptionRequests.id, requestId)),
  );
}

/**
 * An enquiry's routing: its status and the specialists it went to, by id. No customer details,
 * so the log never holds them past the enquiry's own retention.
 */
export function* enquiryRoutingFields(on: EngineScope, enquiryId: number) {
  const { enquiries, enquiryRecipients } = on.tables;
  const found = yield* row(
    on.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId)),
  );
  if (!found) return undefined;
  const recipients = yield* rows(
    on.db
      .select({ id: enquiryRecipients.specialistId })
      .from(enquiryRecipients)
      .where(eq(enquiryRecipients.enquiryId, enquiryId)),
  );
  return { status: found.status, specialistIds: recipients.map((r) => r.id).sort((a, b) => a - b) };
}
