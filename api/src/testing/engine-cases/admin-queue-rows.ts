import type { Engine } from '../../db/engine/index.ts';
import { insertLead, insertReview, insertSpecialist } from './specialist-rows.ts';

const DAY_MS = 86_400_000;

/** What `insertQueueItems` wrote, for a suite to look its rows up by. */
export interface QueueItems {
  specialistId: number;
  contactMessageIds: { open: number; handled: number };
  claimId: number;
}

/**
 * One of everything the console's queues count, written with the engine's builders, around
 * `now`: an active and a suspended listing, a matched enquiry today, an unmatched one two days
 * ago (nearest city 211 miles away) and another forty days ago, a pending and a published
 * review, a pending claim, an open plan request, an open and a handled contact message, an
 * unread and a read message to a listing, a failed and a sent mail, and an unreviewed listing
 * edit by its business.
 *
 * @example
 * const items = await insertQueueItems(engine(), 'queue', NOW);
 */
export async function insertQueueItems(on: Engine, tag: string, now: Date): Promise<QueueItems> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { db, tables: t } = on;
  const { specialistId, cityId } = await insertSpecialist(on, tag);
  await insertSpecialist(on, `${tag}-suspended`, { cityId, status: 'suspended' });
  await insertLead(on, specialistId, `${tag}-matched`, ago(0));
  const unmatched = (publicId: string, at: Date, flooringType: string) => ({
    publicId,
    kind: 'chat' as const,
    status: 'new' as const,
    flooringType,
    location: 'Lerwick',
    customerName: 'Ann Bell',
    budgetRange: '£1,000-£2,000',
    urgency: 'Within a month',
    chatbotSource: 'site',
    createdAt: at,
  });
  await db
    .insert(t.enquiries)
    .values([
      { ...unmatched(`${tag}-far`, ago(2), 'Oak'), nearestCity: 'Aberdeen', nearestCityMiles: 211 },
      unmatched(`${tag}-old`, ago(40), 'Vinyl'),
    ]);
  await insertReview(on, specialistId, { rating: 4, at: ago(1), status: 'pending' });
  await insertReview(on, specialistId, { rating: 5, at: ago(3) });
  const [claim] = await db
    .insert(t.claimRequests)
    .values({
      reference: `CLM-${tag}`,
      specialistId,
      name: 'Bo Fitter',
      role: 'owner',
      email: 'bo@example.com',
      phone: '07000000000',
      proof: 'Companies House',
      tier: 'free',
      createdAt: ago(1),
    })
    .returning({ id: t.claimRequests.id });
  await db.insert(t.subscriptionRequests).values({
    reference: `SUB-${tag}`,
    tier: 'standard',
    monthlyPence: 2900,
    source: 'subscribe',
    businessName: 'Bo Floors Ltd',
    contactName: 'Bo Fitter',
    invoiceEmail: 'accounts@example.com',
    invoiceAddress: '1 Mill St',
    specialistId,
    createdAt: ago(1),
  });
  const contact = (subject: string, handledAt: Date | null) => ({
    name: 'Cy Dale',
    email: 'cy@example.com',
    subject,
    message: 'Hello',
    handledAt,
    createdAt: ago(1),
  });
  const [open, handled] = await db
    .insert(t.contactMessages)
    .values([contact('Advertising', null), contact('Thanks', ago(0))])
    .returning({ id: t.contactMessages.id });
  const message = (readAt: Date | null) => ({
    specialistId,
    senderName: 'Dee',
    senderEmail: 'dee@example.com',
    subject: 'Oak floor',
    message: 'Can you quote?',
    pageUrl: '/',
    pageType: 'home',
    readAt,
    createdAt: ago(1),
  });
  await db.insert(t.specialistMessages).values([message(null), message(ago(0))]);
  const mail = (status: 'failed' | 'sent') => ({
    to: 'x@example.com',
    subject: 'Hi',
    text: 'Hi',
    kind: 'test',
    status,
    nextAttemptAt: ago(0),
    createdAt: ago(0),
  });
  await db.insert(t.mailOutbox).values([mail('failed'), mail('sent')]);
  await db.insert(t.auditLog).values({
    at: ago(0),
    actorKind: 'business',
    actorId: 1,
    actorLabel: 'bo@example.com',
    entityKind: 'listing',
    entityId: String(specialistId),
    action: 'listing.update',
    source: 'dashboard',
  });
  if (!claim || !open || !handled) throw new Error('queue rows not inserted');
  return {
    specialistId,
    claimId: claim.id,
    contactMessageIds: { open: open.id, handled: handled.id },
  };
}
