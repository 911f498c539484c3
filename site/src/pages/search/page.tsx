import { definePage } from '../../app/page.ts';
import { SearchPage } from './SearchPage.tsx';
import {
  searchCanonicalPath,
  searchHeading,
  searchQuery,
  searchStateFrom,
} from './search-state.ts';

export default definePage({
  loader: async ({ url, queryClient }) => {
    const state = searchStateFrom(url.searchParams);
    await queryClient.ensureQueryData(searchQuery(state));
    return state;
  },
  meta: ({ data }) => ({
    title: searchHeading(data),
    description:
      'Search UK flooring specialists by town, city or postcode, service and rating. Compare reviews and get free quotes.',
    canonicalPath: searchCanonicalPath(data),
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Find a specialist', path: '/search' },
    ],
  }),
  Component: SearchPage,
});
