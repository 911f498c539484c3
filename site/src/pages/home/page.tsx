import { definePage } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { HomePage } from './HomePage.tsx';
import { featuredQuery, locationsQuery, recentReviewsQuery, statsQuery } from './queries.ts';

export default definePage({
  loader: async ({ queryClient }) => {
    await Promise.all([
      queryClient.ensureQueryData(statsQuery),
      queryClient.ensureQueryData(locationsQuery),
      queryClient.ensureQueryData(recentReviewsQuery),
      queryClient.ensureQueryData(chatSettingsQuery),
      queryClient.ensureQueryData(featuredQuery),
    ]);
  },
  meta: ({ absoluteUrl }) => ({
    title: 'Find trusted flooring specialists near you',
    description:
      'Compare local carpet fitters, wood, laminate, vinyl and tile flooring specialists across the UK. Read genuine reviews and get free quotes with Flo.',
    canonicalPath: '/',
    breadcrumbs: [{ name: 'Home', path: '/' }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Flo',
        url: absoluteUrl('/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: absoluteUrl('/search?q={search_term_string}'),
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }),
  Component: HomePage,
});
