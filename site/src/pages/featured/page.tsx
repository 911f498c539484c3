import { definePage } from '../../app/page.ts';
import { pageNumberFrom } from '../specialist-profile/queries.ts';
import { FEATURED_BREADCRUMBS, FeaturedPage, featuredQuery } from './FeaturedPage.tsx';

export default definePage({
  loader: ({ url, queryClient }) =>
    queryClient.ensureQueryData(featuredQuery(pageNumberFrom(url.searchParams))),
  // Later pages (?page=2) are canonical to /featured.
  meta: ({ data, absoluteUrl }) => ({
    title: 'Featured flooring specialists',
    description: `Meet ${data.total} featured flooring specialists across the UK: carpet, wood, laminate, vinyl and tile fitters with their ratings and reviews.`,
    canonicalPath: '/featured',
    breadcrumbs: FEATURED_BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Featured flooring specialists',
        itemListElement: data.results.map((specialist, index) => ({
          '@type': 'ListItem',
          position: (data.page - 1) * data.pageSize + index + 1,
          name: specialist.name,
          url: absoluteUrl(`/specialist/${specialist.slug}`),
        })),
      },
    ],
  }),
  Component: FeaturedPage,
});
