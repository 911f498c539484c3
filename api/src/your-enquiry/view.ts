import type { YourEnquiry } from '@flo/contract';
import { publicResponseFigures } from '../business-dashboard/public-figures.ts';
import type { DbExecutor } from '../db/client.ts';
import { formatAverageRating } from '../directory/rating.ts';
import { quoteView } from '../quotes/quote-view.ts';
import { firmsOf, quotesForEnquiry, repliesToEnquiry, type VisitorEnquiry } from './repository.ts';

/**
 * The visitor's view of their enquiry: each firm it went to with its rating, response figures,
 * the replies it e-mailed and its quotes (pending ones past their date read as expired).
 *
 * @example
 * const view = yourEnquiryView(db, enquiry, now);
 */
export function yourEnquiryView(db: DbExecutor, enquiry: VisitorEnquiry, now: Date): YourEnquiry {
  const replies = repliesToEnquiry(db, enquiry.id);
  const quotes = quotesForEnquiry(db, enquiry.id);
  return {
    reference: enquiry.reference,
    createdAt: enquiry.createdAt.toISOString(),
    service: enquiry.service,
    location: enquiry.location,
    closedAt: enquiry.closedAt?.toISOString() ?? null,
    firms: firmsOf(db, enquiry.id).map((firm) => ({
      name: firm.name,
      slug: firm.slug,
      averageRating: formatAverageRating(firm.ratingSum, firm.reviewCount),
      reviewCount: firm.reviewCount,
      responseFigures: publicResponseFigures(db, firm.id, now),
      replies: replies
        .filter((reply) => reply.specialistId === firm.id)
        .map((reply) => ({ message: reply.message, createdAt: reply.createdAt.toISOString() })),
      quotes: quotes
        .filter((quote) => quote.specialistId === firm.id)
        .map((quote) =>
          quoteView({ quote, specialistName: firm.name, specialistSlug: firm.slug }, now),
        ),
    })),
  };
}
