import { agreeing, formatRating } from '@flo/contract/rules';
import { definePage, notFound } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { isDirectorySlug } from '../specialist-profile/queries.ts';
import { CityPage } from './CityPage.tsx';
import { cityBreadcrumbs } from './city-breadcrumbs.ts';
import { CITY_PAGE_SIZE, cityPageCount, cityPageFrom, cityPagePath } from './city-pages.ts';
import { specialistItemList } from './item-list.ts';
import { cityQuery, citySpecialistsQuery } from './queries.ts';

export default definePage({
  // A page number that names no page, or a page past the last one, is not found (404).
  loader: async ({ params, url, queryClient }) => {
    const page = cityPageFrom(url.searchParams);
    if (!isDirectorySlug(params.city) || page === undefined) notFound();
    const [city, specialists] = await Promise.all([
      queryClient.ensureQueryData(cityQuery(params.city)),
      queryClient.ensureQueryData(citySpecialistsQuery(params.city, page)),
      queryClient.ensureQueryData(chatSettingsQuery),
    ]);
    if (page > cityPageCount(city.specialistCount)) notFound();
    return { city, specialists, page };
  },
  meta: ({ data: { city, specialists, page }, absoluteUrl }) => {
    const rating =
      city.reviewCount > 0
        ? ` Rated ${formatRating(city.averageRating)} out of 5 on average from ${city.reviewCount} ${agreeing(city.reviewCount, 'review', 'reviews')}.`
        : '';
    // An admin's SEO text for this city (Admin › Location pages) wins over the generated one.
    const written = city.pages.find((page) => page.serviceSlug === null);
    const ofPage = page > 1 ? ` (page ${page})` : '';
    return {
      title: `${written?.seoTitle || `Flooring specialists in ${city.name}`}${ofPage}`,
      description:
        written?.seoDescription ||
        `Compare ${city.specialistCount} flooring ${agreeing(city.specialistCount, 'specialist', 'specialists')} in ${city.name}, ${city.region}: carpet, wood, laminate, vinyl and tile.${rating} Get free quotes.`,
      canonicalPath: cityPagePath(city.slug, page),
      breadcrumbs: cityBreadcrumbs(city),
      jsonLd: [
        specialistItemList(`Flooring specialists in ${city.name}`, specialists, absoluteUrl, {
          firstPosition: (page - 1) * CITY_PAGE_SIZE + 1,
        }),
      ],
    };
  },
  Component: CityPage,
});
