import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  enquiries,
  enquiryRecipients,
  jobPosts,
  quotes,
  specialistServices,
  specialists,
} from '../db/schema.ts';
import { createQuote } from '../quotes/create-quote.ts';
import { createReviewInvite } from '../reviews/invites.ts';
import { DEMO_SPECIALIST } from './specialist-plan.ts';

const DAY_MS = 86_400_000;

interface DemoSpecialist {
  id: number;
  cityId: number;
}

export interface SiteContentOptions {
  now: Date;
  /**
   * Raw tokens of the demo review links and quote links, by purpose ('review-invite-1',
   * 'review-invite-2', 'quote-pending', 'quote-declined', 'quote-expired'). Tests pass known
   * tokens; the demo seed leaves this out, so its links are random and unknown to anyone.
   */
  token?: (purpose: string) => string;
}

/** Active hardwood specialists in the demo specialist's city other than it, oldest listing first. */
function otherHardwoodSpecialists(db: DbExecutor, demo: DemoSpecialist) {
  return db
    .select({ id: specialists.id })
    .from(specialists)
    .innerJoin(specialistServices, eq(specialistServices.specialistId, specialists.id))
    .where(
      and(
        eq(specialists.cityId, demo.cityId),
        eq(specialists.status, 'active'),
        eq(specialistServices.serviceSlug, 'hardwood'),
        ne(specialists.id, demo.id),
      ),
    )
    .orderBy(asc(specialists.id))
    .limit(2)
    .all();
}

/** A posted job in Manchester that the demo specialist and two others have quoted for. */
function seedDemoJob(db: DbExecutor, demo: DemoSpecialist, options: SiteContentOptions) {
  const { now } = options;
  const postedAt = new Date(now.getTime() - 20 * DAY_MS);
  const enquiryId = db
    .insert(enquiries)
    .values({
      publicId: 'enq_demo-oak-floor-job',
      kind: 'job',
      status: 'matched',
      flooringType: 'Hardwood Flooring',
      location: 'Manchester, M20 2AB',
      customerName: 'Hannah Clarke',
      customerEmail: 'hannah.clarke@example.com',
      customerPhone: '07700 900321',
      budgetRange: '£3,000 to £5,000',
      urgency: 'Within 1-2 months',
      projectDetails:
        'Solid oak for a through lounge\n\nAbout 32 m² of lounge and dining room, currently carpet over floorboards. Looking for solid or engineered oak, lacquered.',
      chatbotSource: 'post_a_job',
      selectedServiceSlug: 'hardwood',
      selectedServiceName: 'Hardwood Flooring',
      postcode: 'M20 2AB',
      createdAt: postedAt,
    })
    .returning({ id: enquiries.id })
    .get().id;
  db.insert(jobPosts)
    .values({
      enquiryId,
      title: 'Solid oak for a through lounge',
      serviceSlug: 'hardwood',
      preferredContact: 'either',
    })
    .run();
  const [second, third] = otherHardwoodSpecialists(db, demo);
  const drafts = [
    {
      purpose: 'quote-pending',
      specialistId: demo.id,
      validDays: 30,
      pence: [192_000, 96_000, 24_000],
    },
    ...(second
      ? [
          {
            purpose: 'quote-declined',
            specialistId: second.id,
            validDays: 30,
            pence: [176_000, 112_000, 30_000],
          },
        ]
      : []),
    ...(third
      ? [
          {
            purpose: 'quote-expired',
            specialistId: third.id,
            validDays: 10,
            pence: [208_000, 88_000, 26_000],
          },
        ]
      : []),
  ];
  // The firms that quoted received the job as a lead: a matched enquiry always has recipients.
  const quotedAt = new Date(postedAt.getTime() + 2 * DAY_MS);
  db.insert(enquiryRecipients)
    .values(
      drafts.map((draft) => ({
        enquiryId,
        specialistId: draft.specialistId,
        status: 'quoted' as const,
        firstResponseAt: quotedAt,
        statusUpdatedAt: quotedAt,
        createdAt: postedAt,
      })),
    )
    .run();
  for (const draft of drafts) {
    const [boards = 0, fitting = 0, extras = 0] = draft.pence;
    const { id } = createQuote(
      db,
      {
        enquiryId,
        specialistId: draft.specialistId,
        description:
          '32 m² engineered oak, 20 mm with a 4 mm wear layer, lacquered, glued to plywood',
        items: [
          { description: 'Engineered oak boards, 32 m² plus 10% waste', amountPence: boards },
          { description: 'Plywood overlay and fitting', amountPence: fitting },
          {
            description: 'Skirting beading, door bars, uplift and disposal of old carpet',
            amountPence: extras,
          },
        ],
        validUntil: new Date(postedAt.getTime() + draft.validDays * DAY_MS),
      },
      quotedAt,
      options.token ? { rawToken: options.token(draft.purpose) } : {},
    );
    if (draft.purpose === 'quote-declined') {
      db.update(quotes).set({ status: 'declined' }).where(eq(quotes.publicId, id)).run();
    }
  }
}

/**
 * Demo material for the token pages: for the demo specialist two review links, a posted job
 * and three quotes (pending, declined, expired). Does nothing when the demo specialist is
 * absent. (The flooring guides ship with the reference data.)
 *
 * @example
 * seedSiteContent(tx, { now });
 */
export function seedSiteContent(db: DbExecutor, options: SiteContentOptions): void {
  const demo = db
    .select({ id: specialists.id, cityId: specialists.cityId })
    .from(specialists)
    .where(eq(specialists.slug, DEMO_SPECIALIST.slug))
    .get();
  if (!demo) return;
  const customers = [
    { purpose: 'review-invite-1', name: 'Hannah Clarke', email: 'hannah.clarke@example.com' },
    { purpose: 'review-invite-2', name: 'Tom Whitfield', email: 'tom.whitfield@example.com' },
  ];
  for (const { purpose, ...customer } of customers) {
    const rawToken = options.token?.(purpose);
    createReviewInvite(db, demo.id, customer, options.now, rawToken ? { rawToken } : {});
  }
  seedDemoJob(db, demo, options);
}
