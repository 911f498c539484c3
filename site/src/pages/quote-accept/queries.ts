import type { Quote } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** The quote behind a link; the token travels as the query string the API expects. */
export const quoteQuery = (quoteId: string, token: string) =>
  apiQuery<Quote>('/api/quotes', quoteId, { token });
