import type { LeadStatus } from '@flo/contract';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';

/** What the lead inbox and the lead page show of an enquiry. */
export const leadColumns = ({ tables: { enquiries, enquiryRecipients } }: EngineScope) => ({
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
});

/** A lead as the inbox lists it, before it is shaped for the wire. */
export interface LeadRow {
  reference: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  service: string;
  location: string;
  nearestCity: string | null;
  nearestCityMiles: number | null;
  postcode: string | null;
  budgetRange: string;
  urgency: string;
  intent: string | null;
  consultationPreference: string | null;
  projectDetails: string;
  message: string | null;
  status: LeadStatus;
  firstResponseAt: Date | null;
  closedAt: Date | null;
}

/** A lead of this specialist with its row ids, as the lead page and the answers read it. */
export interface StoredLead extends LeadRow {
  enquiryId: number;
  statusUpdatedAt: Date | null;
}

/** Whether any enquiry has this public reference (to tell someone else's lead from none). */
export function* enquiryExists(on: EngineScope, reference: string): Steps<boolean> {
  const { enquiries } = on.tables;
  const found = yield* row(
    on.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.publicId, reference)),
  );
  return found !== undefined;
}

/**
 * The lead behind a public reference, only when the enquiry was matched to this specialist
 * (it has a recipients row); undefined for another specialist's lead and for an unknown one.
 */
export function* findLeadOf(
  on: EngineScope,
  specialistId: number,
  reference: string,
): Steps<StoredLead | undefined> {
  const { enquiries, enquiryRecipients } = on.tables;
  return yield* row<StoredLead>(
    on.db
      .select({
        ...leadColumns(on),
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
      .where(eq(enquiries.publicId, reference)),
  );
}

/** This specialist's replies to a lead, oldest first. */
export function* repliesTo(
  on: EngineScope,
  enquiryId: number,
  specialistId: number,
): Steps<{ id: number; message: string; createdAt: Date }[]> {
  const { leadReplies } = on.tables;
  return yield* rows(
    on.db
      .select({
        id: leadReplies.id,
        message: leadReplies.message,
        createdAt: leadReplies.createdAt,
      })
      .from(leadReplies)
      .where(and(eq(leadReplies.enquiryId, enquiryId), eq(leadReplies.specialistId, specialistId)))
      .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id)),
  );
}

/** This specialist's quotes for a lead, newest first. */
export function* quotesFor(on: EngineScope, enquiryId: number, specialistId: number) {
  const { quotes } = on.tables;
  return yield* rows(
    on.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.specialistId, specialistId)))
      .orderBy(desc(quotes.createdAt), desc(quotes.id)),
  );
}

/** True once this specialist sent a review link for the lead. */
export function* reviewRequestedFor(
  on: EngineScope,
  enquiryId: number,
  specialistId: number,
): Steps<boolean> {
  const { reviewInvites } = on.tables;
  const found = yield* row(
    on.db
      .select({ id: reviewInvites.id })
      .from(reviewInvites)
      .where(
        and(eq(reviewInvites.specialistId, specialistId), eq(reviewInvites.enquiryId, enquiryId)),
      ),
  );
  return found !== undefined;
}

/** Name and contact details of a specialist, as a reply or quote mail signs off with them. */
export function* specialistSignature(
  on: EngineScope,
  specialistId: number,
): Steps<{ name: string; email: string; phone: string } | undefined> {
  const { specialists } = on.tables;
  return yield* row(
    on.db
      .select({ name: specialists.name, email: specialists.email, phone: specialists.phone })
      .from(specialists)
      .where(eq(specialists.id, specialistId)),
  );
}

type LeadKey = { enquiryId: number; specialistId: number };

const recipientRow = ({ tables: { enquiryRecipients } }: EngineScope, lead: LeadKey) =>
  and(
    eq(enquiryRecipients.enquiryId, lead.enquiryId),
    eq(enquiryRecipients.specialistId, lead.specialistId),
  );

/** The first response's time: kept when there is one, else `at` (bound as the column stores it). */
const firstResponseFrom = ({ tables: { enquiryRecipients } }: EngineScope, at: Date) =>
  sql`coalesce(${enquiryRecipients.firstResponseAt}, ${sql.param(at, enquiryRecipients.firstResponseAt)})`;

/** Statuses a specialist sets only once it has been in touch: each counts as its first answer. */
const ANSWERED_STATUSES: readonly LeadStatus[] = ['contacted', 'quoted', 'won'];

/**
 * Sets the specialist's status on a lead. Moving it to contacted, quoted or won says the
 * specialist answered (a phone call Flo never saw), so it also records the first response time
 * when none was recorded yet; lost does not, since nobody may have heard from them.
 */
export function* setLeadStatus(
  on: EngineScope,
  lead: LeadKey,
  status: LeadStatus,
  at: Date,
): Steps<void> {
  const { enquiryRecipients } = on.tables;
  const answered = ANSWERED_STATUSES.includes(status);
  yield* changes(
    on.db
      .update(enquiryRecipients)
      .set({
        status,
        statusUpdatedAt: at,
        ...(answered ? { firstResponseAt: firstResponseFrom(on, at) } : {}),
      })
      .where(recipientRow(on, lead)),
  );
}

/**
 * Records that the specialist answered the lead: the first answer's time is kept (the response
 * figures measure from it), and the status moves on to `status` only from an earlier one.
 */
export function* recordLeadResponse(
  on: EngineScope,
  lead: LeadKey,
  status: 'contacted' | 'quoted',
  movesFrom: LeadStatus[],
  at: Date,
): Steps<void> {
  const { enquiryRecipients } = on.tables;
  yield* changes(
    on.db
      .update(enquiryRecipients)
      .set({ firstResponseAt: firstResponseFrom(on, at) })
      .where(recipientRow(on, lead)),
  );
  yield* changes(
    on.db
      .update(enquiryRecipients)
      .set({ status, statusUpdatedAt: at })
      .where(and(recipientRow(on, lead), inArray(enquiryRecipients.status, movesFrom))),
  );
}

export function* insertLeadReply(
  on: EngineScope,
  reply: LeadKey & { message: string; createdAt: Date },
): Steps<void> {
  yield* changes(on.db.insert(on.tables.leadReplies).values(reply));
}

/**
 * How many e-mails (replies and quotes) this specialist sent the customer of a lead since
 * `since`; both counts read the lead's own rows through their enquiry indexes.
 */
export function* mailsToCustomerSince(on: EngineScope, lead: LeadKey, since: Date): Steps<number> {
  const { leadReplies, quotes } = on.tables;
  const replies = yield* row(
    on.db
      .select({ n: count() })
      .from(leadReplies)
      .where(
        and(
          eq(leadReplies.enquiryId, lead.enquiryId),
          eq(leadReplies.specialistId, lead.specialistId),
          gte(leadReplies.createdAt, since),
        ),
      ),
  );
  const quoted = yield* row(
    on.db
      .select({ n: count() })
      .from(quotes)
      .where(
        and(
          eq(quotes.enquiryId, lead.enquiryId),
          eq(quotes.specialistId, lead.specialistId),
          gte(quotes.createdAt, since),
        ),
      ),
  );
  return (replies?.n ?? 0) + (quoted?.n ?? 0);
}
