import { formatRating } from '@flo/chat-machine';
import { definePage, notFound } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { isDirectorySlug } from '../specialist-profile/queries.ts';
import { CityPage } from './CityPage.tsx';
import { cityBreadcrumbs } from './city-breadcrumbs.ts';
import { specialistItemList } from './item-list.ts';
import { cityQuery, citySpecialistsQuery } from './queries.ts';

export default definePage({
  loader: async ({ params, queryClient }) => {
    if (!isDirectorySlug(params.city)) notFound();
    const [city, specialists] = await Promise.all([
      queryClient.ensureQueryData(cityQuery(params.city)),
      queryClient.ensureQueryData(citySpecialistsQuery(params.city)),
      queryClient.ensureQueryData(chatSettingsQuery),
    ]);
    return { city, specialists };
  },
  meta: ({ data: { city, specialists }, absoluteUrl }) => {
    const rating =
      city.reviewCount > 0
        ? ` Rated ${formatRating(city.averageRating)} out of 5 on average from ${city.reviewCount} reviews.`
        : '';
    // An admin's SEO text for this city (Admin › Location pages) wins over the generated one.
    const written = city.pages.find((page) => page.serviceSlug === null);
    return {
      title: written?.seoTitle || `Flooring specialists in ${city.name}`,
      description:
        written?.seoDescription ||
        `Compare ${city.specialistCount} flooring specialists in ${city.name}, ${city.region}: carpet, wood, laminate, vinyl and tile.${rating} Get free quotes.`,
      canonicalPath: `/specialists/${city.slug}`,
      breadcrumbs: cityBreadcrumbs(city),
      jsonLd: [
        specialistItemList(`Flooring specialists in ${city.name}`, specialists, absoluteUrl),
      ],
    };
  },
  Component: CityPage,
});
