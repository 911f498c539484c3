import type { Quote } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** The quote behind a link; the token travels as the query string the API expects. */
export const quoteQuery = (quoteId: string, token: string) =>
  apiQuery<Quote>('/api/quotes', quoteId, { token });

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** '14 December 2026', the same on the server and in the browser. */
export const formatQuoteDate = (iso: string) => dateFormat.format(new Date(iso));
