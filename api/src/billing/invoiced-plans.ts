import { LISTING_PLANS } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';
import { and, desc, eq } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';
import { HttpError } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { applyListingTier, type SubscriptionRow } from './listing-tier.ts';

/*
 * Invoiced plans (ADR 030's invoice mode) as units of work (ADR 050): run them with
 * `engine.commit`, so a plan, its recorded change, the listing's tier and the mail commit
 * together.
 */

/** One month on from `from`, on the same day of the month where there is one. */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Records who changed a plan, what and when (the operators' audit trail). */
export function* recordChange(
  on: EngineScope,
  change: { subscriptionId: number; adminId: number | null; action: string; detail: string },
  at: Date,
): Steps<void> {
  yield* changes(on.db.insert(on.tables.subscriptionChanges).values({ ...change, createdAt: at }));
}

function* requestWithListing(on: EngineScope, requestId: number) {
  const { claimRequests, subscriptionRequests } = on.tables;
  const request = yield* row(
    on.db.select().from(subscriptionRequests).where(eq(subscriptionRequests.id, requestId)),
  );
  if (!request) return undefined;
  const claim = request.claimRequestId
    ? yield* row(
        on.db
          .select({ specialistId: claimRequests.specialistId })
          .from(claimRequests)
          .where(eq(claimRequests.id, request.claimRequestId)),
      )
    : undefined;
  return { ...request, specialistId: request.specialistId ?? claim?.specialistId ?? null };
}

function* planOfRequest(on: EngineScope, requestId: number) {
  const { subscriptions } = on.tables;
  return yield* row(
    on.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'invoice'), eq(subscriptions.requestId, requestId)))
      .orderBy(desc(subscriptions.id)),
  );
}

/**
 * Moves an invoiced request on (ADR 030's invoice mode). `active` starts its plan on the
 * request's listing for a month from now (400 when the request names no listing), so the
 * listing's tier follows, and mails the requester; `cancelled` ends a started plan. Each change
 * is kept with the admin who made it. Answers false when there is no such request.
 */
export function* setInvoiceRequestStatus(
  on: EngineScope,
  requestId: number,
  status: 'invoiced' | 'active' | 'cancelled',
  adminId: number,
  now: Date,
): Steps<boolean> {
  const { db, tables } = on;
  const { businesses, subscriptionRequests, subscriptions } = tables;
  const request = yield* requestWithListing(on, requestId);
  if (!request) return false;
  if (status === 'active' && request.specialistId === null) {
    throw new HttpError(
      400,
      'no_listing',
      `Request ${request.reference} names no listing, so there is nothing to switch on. Ask the business to sign in and request the plan from its dashboard, or to claim its listing first.`,
    );
  }
  yield* changes(
    db
      .update(subscriptionRequests)
      .set({ status, specialistId: request.specialistId })
      .where(eq(subscriptionRequests.id, requestId)),
  );
  const existing = yield* planOfRequest(on, requestId);
  const plan = LISTING_PLANS[request.tier].name;
  if (status === 'active' && request.specialistId !== null && existing?.status !== 'active') {
    const periodEnd = addMonths(now, 1);
    const business = yield* row(
      db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.specialistId, request.specialistId)),
    );
    const started = yield* row(
      db
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
        .returning({ id: subscriptions.id }),
    );
    if (!started) throw new Error('the plan was not stored');
    yield* recordChange(
      on,
      {
        subscriptionId: started.id,
        adminId,
        action: 'start',
        detail: `${plan} until ${formatLongDate(periodEnd)}`,
      },
      now,
    );
    yield* applyListingTier(on, request.specialistId, now);
    yield* queueMails(
      on,
      [
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
      ],
      now,
    );
  }
  if (status === 'cancelled' && existing && existing.status === 'active') {
    yield* endInvoicedPlan(on, existing.id, adminId, now);
  }
  return true;
}

/** Ends an invoiced plan now: canceled, the listing's tier follows, the change recorded. */
export function* endInvoicedPlan(
  on: EngineScope,
  subscriptionId: number,
  adminId: number,
  now: Date,
): Steps<SubscriptionRow | undefined> {
  const { subscriptions } = on.tables;
  const ended = yield* row(
    on.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: now, updatedAt: now })
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'invoice')))
      .returning(),
  );
  if (!ended) return undefined;
  yield* recordChange(
    on,
    { subscriptionId, adminId, action: 'end', detail: `Ended on ${formatLongDate(now)}` },
    now,
  );
  yield* applyListingTier(on, ended.specialistId, now);
  return ended;
}

/** Renews an invoiced plan for another month from its current end (or now, if it has lapsed). */
export function* renewInvoicedPlan(
  on: EngineScope,
  subscriptionId: number,
  adminId: number,
  now: Date,
): Steps<SubscriptionRow | undefined> {
  const { subscriptions } = on.tables;
  const plan = yield* row(
    on.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, 'invoice'))),
  );
  if (!plan) return undefined;
  const from =
    plan.status === 'active' && plan.currentPeriodEnd && plan.currentPeriodEnd > now
      ? plan.currentPeriodEnd
      : now;
  const periodEnd = addMonths(from, 1);
  const renewed = yield* row(
    on.db
      .update(subscriptions)
      .set({ status: 'active', currentPeriodEnd: periodEnd, updatedAt: now })
      .where(eq(subscriptions.id, subscriptionId))
      .returning(),
  );
  yield* recordChange(
    on,
    { subscriptionId, adminId, action: 'renew', detail: `Paid until ${formatLongDate(periodEnd)}` },
    now,
  );
  yield* applyListingTier(on, plan.specialistId, now);
  return renewed;
}
