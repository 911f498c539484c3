import type { ResponseFigures, YourEnquiry } from '@flo/contract';
import { responseFiguresOf } from '../business-dashboard/public-figures.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { formatAverageRating } from '../directory/rating.ts';
import { quoteView } from '../quotes/quote-view.ts';
import { firmsOf, quotesForEnquiry, repliesToEnquiry, type VisitorEnquiry } from './repository.ts';

/**
 * The visitor's view of their enquiry: each firm it went to with its rating, response figures,
 * the replies it e-mailed and its quotes (pending ones past their date read as expired).
 *
 * @example
 * const view = await engine.run(yourEnquiryView, enquiry, now);
 */
export function* yourEnquiryView(
  on: EngineScope,
  enquiry: VisitorEnquiry,
  now: Date,
): Steps<YourEnquiry> {
  const replies = yield* repliesToEnquiry(on, enquiry.id);
  const quotes = yield* quotesForEnquiry(on, enquiry.id);
  const firms = yield* firmsOf(on, enquiry.id);
  const figures: (ResponseFigures | null)[] = [];
  for (const firm of firms) figures.push(yield* responseFiguresOf(on, firm.id, now));
  return {
    reference: enquiry.reference,
    createdAt: enquiry.createdAt.toISOString(),
    service: enquiry.service,
    location: enquiry.location,
    closedAt: enquiry.closedAt?.toISOString() ?? null,
    firms: firms.map((firm, index) => ({
      name: firm.name,
      slug: firm.slug,
      averageRating: formatAverageRating(firm.ratingSum, firm.reviewCount),
      reviewCount: firm.reviewCount,
      responseFigures: figures[index] ?? null,
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
