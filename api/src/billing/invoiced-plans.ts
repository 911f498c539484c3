import { LISTING_PLANS } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  businesses,
  claimRequests,
  subscriptionChanges,
  subscriptionRequests,
  subscriptions,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { applyListingTier } from './listing-tier.ts';

/** One month on from `from`, on the same day of the month where there is one. */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Records who changed a plan, what and when (the operators' audit trail). */
export function recordChange(
  db: DbExecutor,
  change: { subscriptionId: number; adminId: number | null; action: string; detail: string },
  at: Date,
): void {
  db.insert(subscriptionChanges)
    .values({ ...change, createdAt: at })
    .run();
}

function requestWithListing(db: DbExecutor, requestId: number) {
  const request = db
    .select()
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.id, requestId))
    .get();
  if (!request) return undefined;
  const claimListing = request.claimRequestId
    ? db
        .select({ specialistId: claimRequests.specialistId })
        .from(claimRequests)
        .where(eq(claimRequests.id, request.claimRequestId))
        .get()?.specialistId
    : undefined;
  return { ...request, specialistId: request.specialistId ?? claimListing ?? null };
}

const planOfRequest = (db: DbExecutor, requestId: number) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'invoice'), eq(subscriptions.requestId, requestId)))
    .orderBy(desc(subscriptions.id))
    .get();

/**
 * Moves an invoiced request on (ADR 030's invoice mode). `active` starts its plan on the
 * request's listing for a month from now (400 when the request names no listing), so the
 * listing's tier follows, and mails the requester; `cancelled` ends a started plan. Each change
 * is kept with the admin who made it. Answers false when there is no such request.
 */
export function setInvoiceRequestStatus(
  db: DbExecutor,
  requestId: number,
  status: 'invoiced' | 'active' | 'cancelled',
  adminId: number,
  now: Date,
): boolean {
  const request = requestWithListing(db, requestId);
  if (!request) return false;
  if (status === 'active' && request.specialistId === null) {
    throw new HttpError(
      400,
      'no_listing',
      `Request ${request.reference} names no listing, so there is nothing to switch on. Ask the business to sign in and request the plan from its dashboard, or to claim its listing first.`,
    );
  }
  db.update(subscriptionRequests)
    .set({ status, specialistId: request.specialistId })
    .where(eq(subscriptionRequests.id, requestId))
    .run();
  const existing = planOfRequest(db, requestId);
  const plan = LISTING_PLANS[request.tier].name;
  if (status === 'active' && request.specialistId !== null && existing?.status !== 'active') {
    const periodEnd = addMonths(now, 1);
    const business = db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.specialistId, request.specialistId))
      .get();
    const row = db
      .insert(subscriptions)
      .values({
        provider: 'invoice',
        specialistId: request.specialistId,
        businessId: business?.id ?? null,
        tier: request.tier,
        interval: 'month',
        status: 'active',
        currentPeriodEnd: periodEnd,
        requestId,
        updatedAt: now,
      })
      .returning({ id: subscriptions.id })
      .get();
    recordChange(
      db,
      {
        subscriptionId: row.id,
        adminId,
        action: 'start',
        detail: `${plan} until ${formatLongDate(periodEnd)}`,
      },
      now,
    );
    applyListingTier(db, request.specialistId, now);
    enqueueMail(
      db,
      {
        to: request.invoiceEmail,
        kind: 'plan_started',
        subject: `Your ${plan} plan has started`,
        text: [
          `Hello ${request.contactName},`,
          '',
          `Thank you for your payment. Your listing is now on the ${plan} plan, paid until ${formatLongDate(periodEnd)} (reference ${request.reference}).`,
        ].join('\n'),
      },
      now,
    );
  }
  if (status === 'cancelled' && existing && existing.status === 'active') {
    endInvoicedPlan(db, existing.id, adminId, now);
  }
  return true;
}

/** Ends an invoiced plan now: canceled, the listing's tier follows, the change recorded. */
export function endInvoicedPlan(
  db: DbExecutor,
  subscriptionId: number,
  adminId: number,
  now: Date,
) {
  const row = db
    .update(subscriptions)
    .set({ status: 'canceled', currentPeriodEnd: now, updatedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'invoice')))
    .returning()
    .get();
  if (!row) return undefined;
  recordChange(
    db,
    { subscriptionId, adminId, action: 'end', detail: `Ended on ${formatLongDate(now)}` },
    now,
  );
  applyListingTier(db, row.specialistId, now);
  return row;
}

/** Renews an invoiced plan for another month from its current end (or now, if it has lapsed). */
export function renewInvoicedPlan(
  db: DbExecutor,
  subscriptionId: number,
  adminId: number,
  now: Date,
) {
  const plan = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'invoice')))
    .get();
  if (!plan) return undefined;
  const from =
    plan.status === 'active' && plan.currentPeriodEnd && plan.currentPeriodEnd > now
      ? plan.currentPeriodEnd
      : now;
  const periodEnd = addMonths(from, 1);
  const row = db
    .update(subscriptions)
    .set({ status: 'active', currentPeriodEnd: periodEnd, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId))
    .returning()
    .get();
  recordChange(
    db,
    { subscriptionId, adminId, action: 'renew', detail: `Paid until ${formatLongDate(periodEnd)}` },
    now,
  );
  applyListingTier(db, plan.specialistId, now);
  return row;
}
