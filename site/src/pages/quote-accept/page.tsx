import { definePage, notFound } from '../../app/page.ts';
import { QuotePage } from './QuotePage.tsx';
import { quoteQuery } from './queries.ts';

/** Shapes the API accepts; any other link gets the same 404 as a wrong token. */
const QUOTE_ID = /^quo_[A-Za-z0-9_-]{16}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const quotePath = (quoteId: string) => `/quote/accept/${encodeURIComponent(quoteId)}`;

export default definePage({
  // An unknown quote, a wrong token and a malformed link all answer the same 404.
  loader: async ({ params, queryClient }) => {
    const { quoteId = '', token = '' } = params;
    if (!QUOTE_ID.test(quoteId) || !TOKEN.test(token)) notFound();
    return queryClient.ensureQueryData(quoteQuery(quoteId, token));
  },
  // Out of search results, and the secret token never leaves the address bar: the canonical,
  // og:url and breadcrumbs name the quote by its tokenless path.
  meta: ({ data: quote, params }) => {
    const path = quotePath(params.quoteId ?? '');
    return {
      title: `Your quote from ${quote.specialistName}`,
      description: `A flooring quote of ${quote.amount} from ${quote.specialistName}, with what it includes and how to accept it.`,
      canonicalPath: path,
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Your quote', path },
      ],
      noindex: true,
    };
  },
  Component: QuotePage,
});
