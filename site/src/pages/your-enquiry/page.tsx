import { definePage, notFound } from '../../app/page.ts';
import { yourEnquiryQuery } from './queries.ts';
import { YourEnquiryPage } from './YourEnquiryPage.tsx';

/** Shapes the API accepts; any other link gets the same 404 as a wrong token. */
const REFERENCE = /^enq_[A-Za-z0-9_-]{16}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const enquiryPath = (reference: string) => `/your-enquiry/${encodeURIComponent(reference)}`;

export default definePage({
  // An unknown enquiry, a wrong token and a malformed link all answer the same 404.
  loader: async ({ params, queryClient }) => {
    const { reference = '', token = '' } = params;
    if (!REFERENCE.test(reference) || !TOKEN.test(token)) notFound();
    return queryClient.ensureQueryData(yourEnquiryQuery(reference, token));
  },
  // Out of search results, and the secret token never leaves the address bar: the canonical,
  // og:url and breadcrumbs name the enquiry by its tokenless path.
  meta: ({ data: enquiry, params }) => {
    const path = enquiryPath(params.reference ?? '');
    return {
      title: 'Your enquiry',
      description: `Your ${enquiry.service} enquiry: the specialists it went to, their replies and quotes.`,
      canonicalPath: path,
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Your enquiry', path },
      ],
      noindex: true,
    };
  },
  Component: YourEnquiryPage,
});
