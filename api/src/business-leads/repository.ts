import type { LeadStatus } from '@flo/contract';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  enquiries,
  enquiryRecipients,
  leadReplies,
  quotes,
  reviewInvites,
  specialists,
} from '../db/schema.ts';

/** What the lead inbox and the lead page show of an enquiry. */
export const leadColumns = {
  reference: enquiries.publicId,
  createdAt: enquiries.createdAt,
  customerName: enquiries.customerName,
  customerEmail: enquiries.customerEmail,
  customerPhone: enquiries.customerPhone,
  service: enquiries.flooringType,
  location: enquiries.location,
  nearestCity: enquiries.nearestCity,
  nearestCityMiles: enquiries.nearestCityMiles,
  postcode: enquiries.postcode,
  budgetRange: enquiries.budgetRange,
  urgency: enquiries.urgency,
  intent: enquiries.intent,
  consultationPreference: enquiries.consultationPreference,
  projectDetails: enquiries.projectDetails,
  message: enquiries.customerMessage,
  status: enquiryRecipients.status,
  firstResponseAt: enquiryRecipients.firstResponseAt,
  closedAt: enquiries.closedAt,
};

/** Whether any enquiry has this public reference (to tell someone else's lead from none). */
export function enquiryExists(db: DbExecutor, reference: string): boolean {
  return (
    db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.publicId, reference))
      .get() !== undefined
  );
}

/**
 * The lead behind a public reference, only when the enquiry was matched to this specialist
 * (it has a recipients row); undefined for another specialist's lead and for an unknown one.
 */
export function findLeadOf(db: DbExecutor, specialistId: number, reference: string) {
  return db
    .select({
      ...leadColumns,
      enquiryId: enquiries.id,
      statusUpdatedAt: enquiryRecipients.statusUpdatedAt,
    })
    .from(enquiries)
    .innerJoin(
      enquiryRecipients,
      and(
        eq(enquiryRecipients.enquiryId, enquiries.id),
        eq(enquiryRecipients.specialistId, specialistId),
      ),
    )
    .where(eq(enquiries.publicId, reference))
    .get();
}
export type StoredLead = NonNullable<ReturnType<typeof findLeadOf>>;

/** This specialist's replies to a lead, oldest first. */
export function repliesTo(db: DbExecutor, enquiryId: number, specialistId: number) {
  return db
    .select({ id: leadReplies.id, message: leadReplies.message, createdAt: leadReplies.createdAt })
    .from(leadReplies)
    .where(and(eq(leadReplies.enquiryId, enquiryId), eq(leadReplies.specialistId, specialistId)))
    .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id))
    .all();
}

/** This specialist's quotes for a lead, newest first. */
export function quotesFor(db: DbExecutor, enquiryId: number, specialistId: number) {
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.specialistId, specialistId)))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .all();
}

/** True once this specialist sent a review link for the lead. */
export function reviewRequestedFor(db: DbExecutor, enquiryId: number, specialistId: number) {
  const row = db
    .select({ id: reviewInvites.id })
    .from(reviewInvites)
    .where(
      and(eq(reviewInvites.specialistId, specialistId), eq(reviewInvites.enquiryId, enquiryId)),
    )
    .get();
  return row !== undefined;
}

/** Name and contact details of a specialist, as a reply or quote mail signs off with them. */
export function specialistSignature(db: DbExecutor, specialistId: number) {
  return db
    .select({ name: specialists.name, email: specialists.email, phone: specialists.phone })
    .from(specialists)
    .where(eq(specialists.id, specialistId))
    .get();
}

const recipientRow = (enquiryId: number, specialistId: number) =>
  and(eq(enquiryRecipients.enquiryId, enquiryId), eq(enquiryRecipients.specialistId, specialistId));

/** Statuses a specialist sets only once it has been in touch: each counts as its first answer. */
const ANSWERED_STATUSES: readonly LeadStatus[] = ['contacted', 'quoted', 'won'];

/**
 * Sets the specialist's status on a lead. Moving it to contacted, quoted or won says the
 * specialist answered (a phone call Flo never saw), so it also records the first response time
 * when none was recorded yet; lost does not, since nobody may have heard from them.
 */
export function setLeadStatus(
  db: DbExecutor,
  lead: { enquiryId: number; specialistId: number },
  status: LeadStatus,
  at: Date,
): void {
  const answered = ANSWERED_STATUSES.includes(status);
  db.update(enquiryRecipients)
    .set({
      status,
      statusUpdatedAt: at,
      ...(answered
        ? { firstResponseAt: sql`coalesce(${enquiryRecipients.firstResponseAt}, ${at.getTime()})` }
        : {}),
    })
    .where(recipientRow(lead.enquiryId, lead.specialistId))
    .run();
}

/**
 * Records that the specialist answered the lead: the first answer's time is kept (the response
 * figures measure from it), and the status moves on to `status` only from an earlier one.
 */
export function recordLeadResponse(
  db: DbExecutor,
  lead: { enquiryId: number; specialistId: number },
  status: 'contacted' | 'quoted',
  movesFrom: LeadStatus[],
  at: Date,
): void {
  db.update(enquiryRecipients)
    .set({ firstResponseAt: sql`coalesce(${enquiryRecipients.firstResponseAt}, ${at.getTime()})` })
    .where(recipientRow(lead.enquiryId, lead.specialistId))
    .run();
  db.update(enquiryRecipients)
    .set({ status, statusUpdatedAt: at })
    .where(
      and(
        recipientRow(lead.enquiryId, lead.specialistId),
        inArray(enquiryRecipients.status, movesFrom),
      ),
    )
    .run();
}

export function insertLeadReply(
  db: DbExecutor,
  reply: { enquiryId: number; specialistId: number; message: string; createdAt: Date },
): void {
  db.insert(leadReplies).values(reply).run();
}

/**
 * How many e-mails (replies and quotes) this specialist sent the customer of a lead since
 * `since`; both counts read the lead's own rows through their enquiry indexes.
 */
export function mailsToCustomerSince(
  db: DbExecutor,
  lead: { enquiryId: number; specialistId: number },
  since: Date,
): number {
  const replies = db
    .select({ n: count() })
    .from(leadReplies)
    .where(
      and(
        eq(leadReplies.enquiryId, lead.enquiryId),
        eq(leadReplies.specialistId, lead.specialistId),
        gte(leadReplies.createdAt, since),
      ),
    )
    .get();
  const quoted = db
    .select({ n: count() })
    .from(quotes)
    .where(
      and(
        eq(quotes.enquiryId, lead.enquiryId),
        eq(quotes.specialistId, lead.specialistId),
        gte(quotes.createdAt, since),
      ),
    )
    .get();
  return (replies?.n ?? 0) + (quoted?.n ?? 0);
}
