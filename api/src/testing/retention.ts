import type { Db } from '../db/client.ts';
import {
  campaignRecipients,
  claimRequests,
  emailCampaigns,
  enquiries,
  enquiryRecipients,
  mailOutbox,
  quotes,
  reviewInvites,
  reviews,
  subscriptionRequests,
} from '../db/schema.ts';

/* Rows of a given age for the retention tests (test-only). */

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

export function insertEnquiry(db: Db, createdAt: Date): number {
  const row = db
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
    .returning({ id: enquiries.id })
    .get();
  return row.id;
}

export function insertRecipient(
  db: Db,
  enquiryId: number,
  specialistId: number,
  statusUpdatedAt: Date | null = null,
) {
  db.insert(enquiryRecipients)
    .values({ enquiryId, specialistId, statusUpdatedAt, createdAt: daysAgo(5000) })
    .run();
}

export function insertQuote(
  db: Db,
  enquiryId: number,
  specialistId: number,
  createdAt: Date,
  validUntil: Date,
) {
  db.insert(quotes)
    .values({
      publicId: unique('quote'),
      enquiryId,
      specialistId,
      amountPence: 50_000,
      description: 'Fit carpet',
      lineItems: [{ description: 'Fit carpet', amountPence: 50_000 }],
      validUntil,
      acceptTokenHash: unique('hash'),
      createdAt,
    })
    .run();
}

export function insertMail(
  db: Db,
  createdAt: Date,
  status: 'pending' | 'sent' | 'failed',
  enquiryId: number | null = null,
): number {
  return db
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
    .returning({ id: mailOutbox.id })
    .get().id;
}

export function insertCampaignMail(db: Db, specialistId: number, createdAt: Date): number {
  const mailId = insertMail(db, createdAt, 'sent');
  const campaign = db
    .insert(emailCampaigns)
    .values({ subject: 'News', body: 'Hello', audience: {}, status: 'sent', createdAt })
    .returning({ id: emailCampaigns.id })
    .get();
  db.insert(campaignRecipients)
    .values({
      campaignId: campaign.id,
      specialistId,
      email: 'shop@example.test',
      mailId,
      unsubscribeTokenHash: unique('unsub'),
    })
    .run();
  return mailId;
}

export function insertReview(
  db: Db,
  specialistId: number,
  status: 'published' | 'rejected',
  moderatedAt: Date,
): number {
  const review = db
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
    .returning({ id: reviews.id })
    .get();
  db.insert(reviewInvites)
    .values({
      tokenHash: unique('invite'),
      specialistId,
      customerName: 'Sam',
      customerEmail: 'sam@example.test',
      expiresAt: moderatedAt,
      reviewId: review.id,
    })
    .run();
  return review.id;
}

export function insertClaim(
  db: Db,
  specialistId: number,
  status: 'pending' | 'approved' | 'rejected',
  createdAt: Date,
): number {
  return db
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
    .returning({ id: claimRequests.id })
    .get().id;
}

export function insertSubscription(
  db: Db,
  status: 'pending' | 'invoiced' | 'active' | 'cancelled',
  createdAt: Date,
  claimRequestId: number | null = null,
): number {
  return db
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
    .returning({ id: subscriptionRequests.id })
    .get().id;
}
