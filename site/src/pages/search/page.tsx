import { definePage } from '../../app/page.ts';
import { placeHelpQuery } from './NoResultsHelp.tsx';
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
    const results = await queryClient.ensureQueryData(searchQuery(state));
    // Nobody found at a place: what it may have meant and who is nearest (NoResultsHelp).
    if (results.total === 0 && state.location) {
      await queryClient.ensureQueryData(placeHelpQuery(state));
    }
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
