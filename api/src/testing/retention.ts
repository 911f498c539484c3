import type { Engine } from '../db/engine/index.ts';

/* Rows of a given age for the retention tests (test-only), written with the engine's builders. */

/** The retention tests' "now". */
export const NOW = new Date('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` days before NOW (negative: after it). */
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let serial = 0;
function unique(prefix: string) {
  serial += 1;
  return `${prefix}-${serial}`;
}

/** The id of the one row an insert returned. */
async function idOf(inserted: Promise<{ id: number }[]>): Promise<number> {
  const [found] = await inserted;
  if (!found) throw new Error('no row inserted');
  return found.id;
}

export function insertEnquiry(on: Engine, createdAt: Date): Promise<number> {
  const { enquiries } = on.tables;
  return idOf(
    on.db
      .insert(enquiries)
      .values({
        publicId: unique('enq'),
        kind: 'chat',
        flooringType: 'Carpet',
        location: 'Manchester',
        customerName: 'Jo Bloggs',
        customerEmail: 'jo@example.test',
        budgetRange: '£500-£1,000',
        urgency: 'flexible',
        chatbotSource: 'test',
        createdAt,
      })
      .returning({ id: enquiries.id }),
  );
}

export async function insertRecipient(
  on: Engine,
  enquiryId: number,
  specialistId: number,
  statusUpdatedAt: Date | null = null,
): Promise<void> {
  await on.db
    .insert(on.tables.enquiryRecipients)
    .values({ enquiryId, specialistId, statusUpdatedAt, createdAt: daysAgo(5000) });
}

export async function insertQuote(
  on: Engine,
  enquiryId: number,
  specialistId: number,
  createdAt: Date,
  validUntil: Date,
): Promise<void> {
  await on.db.insert(on.tables.quotes).values({
    publicId: unique('quote'),
    enquiryId,
    specialistId,
    amountPence: 50_000,
    description: 'Fit carpet',
    lineItems: [{ description: 'Fit carpet', amountPence: 50_000 }],
    validUntil,
    acceptTokenHash: unique('hash'),
    createdAt,
  });
}

export function insertMail(
  on: Engine,
  createdAt: Date,
  status: 'pending' | 'sent' | 'failed',
  enquiryId: number | null = null,
): Promise<number> {
  const { mailOutbox } = on.tables;
  return idOf(
    on.db
      .insert(mailOutbox)
      .values({
        to: 'jo@example.test',
        subject: 'Your enquiry',
        text: 'Hello',
        kind: 'test',
        enquiryId,
        status,
        nextAttemptAt: createdAt,
        createdAt,
      })
      .returning({ id: mailOutbox.id }),
  );
}

export async function insertCampaignMail(
  on: Engine,
  specialistId: number,
  createdAt: Date,
): Promise<number> {
  const { campaignRecipients, emailCampaigns } = on.tables;
  const mailId = await insertMail(on, createdAt, 'sent');
  const campaignId = await idOf(
    on.db
      .insert(emailCampaigns)
      .values({ subject: 'News', body: 'Hello', audience: {}, status: 'sent', createdAt })
      .returning({ id: emailCampaigns.id }),
  );
  await on.db.insert(campaignRecipients).values({
    campaignId,
    specialistId,
    email: 'shop@example.test',
    mailId,
    unsubscribeTokenHash: unique('unsub'),
  });
  return mailId;
}

export async function insertReview(
  on: Engine,
  specialistId: number,
  status: 'published' | 'rejected',
  moderatedAt: Date,
): Promise<number> {
  const { reviewInvites, reviews } = on.tables;
  const reviewId = await idOf(
    on.db
      .insert(reviews)
      .values({
        specialistId,
        customerName: 'Sam',
        rating: 2,
        text: 'Late',
        status,
        moderatedAt,
        createdAt: new Date(moderatedAt.getTime() - DAY_MS),
      })
      .returning({ id: reviews.id }),
  );
  await on.db.insert(reviewInvites).values({
    tokenHash: unique('invite'),
    specialistId,
    customerName: 'Sam',
    customerEmail: 'sam@example.test',
    expiresAt: moderatedAt,
    reviewId,
  });
  return reviewId;
}

export function insertClaim(
  on: Engine,
  specialistId: number,
  status: 'pending' | 'approved' | 'rejected',
  createdAt: Date,
): Promise<number> {
  const { claimRequests } = on.tables;
  return idOf(
    on.db
      .insert(claimRequests)
      .values({
        reference: unique('CLM'),
        specialistId,
        name: 'Pat',
        role: 'Owner',
        email: 'pat@example.test',
        phone: '07700 900123',
        proof: 'Companies House',
        tier: 'free',
        status,
        createdAt,
      })
      .returning({ id: claimRequests.id }),
  );
}

export function insertSubscription(
  on: Engine,
  status: 'pending' | 'invoiced' | 'active' | 'cancelled',
  createdAt: Date,
  claimRequestId: number | null = null,
): Promise<number> {
  const { subscriptionRequests } = on.tables;
  return idOf(
    on.db
      .insert(subscriptionRequests)
      .values({
        reference: unique('SUB'),
        tier: 'standard',
        monthlyPence: 2900,
        source: 'subscribe',
        businessName: 'Pat Floors',
        contactName: 'Pat',
        invoiceEmail: 'pat@example.test',
        invoiceAddress: '1 High St',
        claimRequestId,
        status,
        createdAt,
      })
      .returning({ id: subscriptionRequests.id }),
  );
}
