import { randomUUID } from 'node:crypto';
import {
  createQuote,
  createReviewInvite,
  openDatabase,
  quoteAcceptPath,
  reviewInvitePath,
} from '@flo/api/testing';
import { formatPence } from '@flo/contract';
import { withDatabase } from './database.ts';
import { e2eUrls } from './e2e-env.ts';

/*
 * The links of the site's token pages (a quote to accept, a review invite) are e-mailed with a
 * random token the database keeps only as a hash, so tests make their own, with a token they
 * know, through the API's own functions on the test's SQLite file.
 */

const DAY_MS = 86_400_000;

/** A known, link-shaped token (letters, digits, '-'), different for every call. */
const knownToken = (kind: string) => `e2e-${kind}-${randomUUID()}`;

/** Opens the API's SQLite file writable, the way the API does, for one piece of work. */
function withApiDatabase<T>(use: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(e2eUrls().databasePath);
  try {
    return use(db);
  } finally {
    db.$client.close();
  }
}

export interface QuoteLink {
  quoteId: string;
  token: string;
  /** `/quote/accept/{quoteId}/{token}` */
  path: string;
  enquiryId: number;
  specialistName: string;
  specialistEmail: string;
  /** The total as the page shows it, e.g. '£1,360.50'. */
  amount: string;
}

/**
 * A pending quote from `specialistId`, valid for 30 days, on the newest stored enquiry.
 *
 * @example
 * const quote = createQuoteLink(demoDirectory().specialist.id);
 * await page.goto(`${urls.siteUrl}${quote.path}`);
 */
export function createQuoteLink(specialistId: number): QuoteLink {
  return withApiDatabase((db) => {
    const sqlite = db.$client;
    const enquiry = sqlite.prepare('select id from enquiries order by id desc limit 1').get() as
      | { id: number }
      | undefined;
    const specialist = sqlite
      .prepare('select name, email from specialists where id = ?')
      .get(specialistId) as { name: string; email: string } | undefined;
    if (!enquiry || !specialist) throw new Error('The demo seed has no enquiry or specialist');
    const items = [
      { description: 'Engineered oak boards, 18 m² plus waste', amountPence: 126_000 },
      { description: 'Fitting, underlay and door bars', amountPence: 48_050 },
    ];
    const now = new Date();
    const { id, token } = createQuote(
      db,
      {
        enquiryId: enquiry.id,
        specialistId,
        description: 'Engineered oak in the living room, 18 m², floated on new underlay',
        items,
        validUntil: new Date(now.getTime() + 30 * DAY_MS),
      },
      now,
      { rawToken: knownToken('quote') },
    );
    return {
      quoteId: id,
      token,
      path: quoteAcceptPath(id, token),
      enquiryId: enquiry.id,
      specialistName: specialist.name,
      specialistEmail: specialist.email,
      amount: formatPence(items.reduce((sum, item) => sum + item.amountPence, 0)),
    };
  });
}

export interface ReviewLink {
  token: string;
  /** `/review/{specialistId}/{token}` */
  path: string;
  customerName: string;
}

/**
 * A fresh review invite for a customer of `specialistId`, as the specialist would send.
 *
 * @example
 * const link = createReviewLink(specialist.id, 'Hannah Clarke');
 */
export function createReviewLink(specialistId: number, customerName: string): ReviewLink {
  return withApiDatabase((db) => {
    const email = `${customerName.toLowerCase().replace(/\W+/g, '.')}@example.co.uk`;
    const token = createReviewInvite(db, specialistId, { name: customerName, email }, new Date(), {
      rawToken: knownToken('review'),
    });
    return { token, path: reviewInvitePath(specialistId, token), customerName };
  });
}

/** The links a test asks for, each made on first use and then the same for the whole test. */
export interface TokenLinks {
  quote(): QuoteLink;
  review(): ReviewLink;
}

/**
 * Lazily made token links to the pages of one specialist.
 *
 * @example
 * const links = tokenLinksFor(demo.specialist.id);
 * await page.goto(`${urls.siteUrl}${links.quote().path}`);
 */
export function tokenLinksFor(specialistId: number, customerName = 'Hannah Clarke'): TokenLinks {
  let quote: QuoteLink | undefined;
  let review: ReviewLink | undefined;
  return {
    quote: () => {
      quote ??= createQuoteLink(specialistId);
      return quote;
    },
    review: () => {
      review ??= createReviewLink(specialistId, customerName);
      return review;
    },
  };
}

/** A quote's row as the API stored it. */
export function storedQuote(quoteId: string): { status: string; accepted_at: number | null } {
  return withDatabase(true, (db) =>
    db.prepare('select status, accepted_at from quotes where public_id = ?').get(quoteId),
  ) as { status: string; accepted_at: number | null };
}

/** Mail of one kind queued for an enquiry, oldest first. */
export function outboxMails(
  enquiryId: number,
  kind: string,
): Array<{ to: string; subject: string }> {
  return withDatabase(true, (db) =>
    db
      .prepare(
        'select "to", subject from mail_outbox where enquiry_id = ? and kind = ? order by id',
      )
      .all(enquiryId, kind),
  ) as Array<{ to: string; subject: string }>;
}

/** Reviews of a specialist with exactly this text, oldest first. */
export function storedReviews(
  specialistId: number,
  text: string,
): Array<{ customer_name: string; rating: number; status: string; verified: number }> {
  return withDatabase(true, (db) =>
    db
      .prepare(
        `select customer_name, rating, status, verified from reviews
          where specialist_id = ? and text = ? order by id`,
      )
      .all(specialistId, text),
  ) as Array<{ customer_name: string; rating: number; status: string; verified: number }>;
}
