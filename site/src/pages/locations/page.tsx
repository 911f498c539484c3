import { definePage } from '../../app/page.ts';
import {
  LOCATIONS_BREADCRUMBS,
  LocationsPage,
  locationsQuery,
  locationTotals,
} from './LocationsPage.tsx';

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(locationsQuery),
  meta: ({ data, absoluteUrl }) => {
    const totals = locationTotals(data);
    return {
      title: 'Flooring specialists by location',
      description: `Browse ${totals.specialists} flooring specialists in ${totals.cities} UK towns and cities, region by region. Compare local carpet, wood, laminate, vinyl and tile fitters.`,
      canonicalPath: '/locations',
      breadcrumbs: LOCATIONS_BREADCRUMBS,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'UK locations',
          numberOfItems: totals.cities,
          itemListElement: data.regions
            .flatMap((region) => region.cities)
            .map((city, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: city.name,
              url: absoluteUrl(`/specialists/${city.slug}`),
            })),
        },
      ],
    };
  },
  Component: LocationsPage,
});
