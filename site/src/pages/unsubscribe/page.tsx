import { definePage, notFound } from '../../app/page.ts';
import { UnsubscribePage } from './UnsubscribePage.tsx';

/** The shape of a campaign mail's token; any other link is a 404. */
const TOKEN = /^[\w-]{43}$/;

export default definePage({
  loader: ({ params }) => {
    if (!TOKEN.test(params.token ?? '')) notFound();
    return undefined;
  },
  // Out of search results, and the token never leaves the address bar.
  meta: () => ({
    title: 'Unsubscribe from Flo’s e-mails',
    description: 'Stop Flo’s news and offers reaching your address.',
    canonicalPath: '/unsubscribe',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Unsubscribe', path: '/unsubscribe' },
    ],
    noindex: true,
  }),
  Component: UnsubscribePage,
});
