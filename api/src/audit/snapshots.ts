import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  enquiries,
  enquiryRecipients,
  reviews,
  specialistServices,
  specialists,
  subscriptionRequests,
  subscriptions,
} from '../db/schema.ts';

/**
 * A listing's fields as the audit log compares them before and after a change: its own
 * columns and the slugs of the services it offers. Undefined for an unknown id.
 */
export function listingSnapshot(db: DbExecutor, specialistId: number) {
  const row = db
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
    .where(eq(specialists.id, specialistId))
    .get();
  if (!row) return undefined;
  const services = db
    .select({ slug: specialistServices.serviceSlug })
    .from(specialistServices)
    .where(eq(specialistServices.specialistId, specialistId))
    .orderBy(sql`${specialistServices}.rowid`)
    .all()
    .map((s) => s.slug);
  return { ...row, services };
}

export type ListingSnapshot = NonNullable<ReturnType<typeof listingSnapshot>>;

/** A review's moderation and reply, as the audit log compares them. */
export function reviewSnapshot(db: DbExecutor, reviewId: number) {
  return db
    .select({
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
      businessReply: reviews.businessReply,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .get();
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
export function planSnapshot(db: DbExecutor, subscriptionId: number) {
  return db
    .select({
      tier: subscriptions.tier,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .get();
}

/** A subscription request's status and the tier of the listing it is for. */
export function planRequestSnapshot(db: DbExecutor, requestId: number) {
  return db
    .select({
      reference: subscriptionRequests.reference,
      status: subscriptionRequests.status,
      listingTier: specialists.tier,
    })
    .from(subscriptionRequests)
    .leftJoin(specialists, eq(specialists.id, subscriptionRequests.specialistId))
    .where(eq(subscriptionRequests.id, requestId))
    .get();
}

/**
 * An enquiry's routing: its status and the specialists it went to, by id. No customer details,
 * so the log never holds them past the enquiry's own retention.
 */
export function enquiryRoutingSnapshot(db: DbExecutor, enquiryId: number) {
  const row = db
    .select({ status: enquiries.status })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId))
    .get();
  if (!row) return undefined;
  const specialistIds = db
    .select({ id: enquiryRecipients.specialistId })
    .from(enquiryRecipients)
    .where(eq(enquiryRecipients.enquiryId, enquiryId))
    .all()
    .map((r) => r.id)
    .sort((a, b) => a - b);
  return { status: row.status, specialistIds };
}
