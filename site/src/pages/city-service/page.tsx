import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';
import { definePage, notFound } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { specialistItemList } from '../city/item-list.ts';
import { cityQuery } from '../city/queries.ts';
import { isDirectorySlug } from '../specialist-profile/queries.ts';
import { cityServiceBreadcrumbs } from './breadcrumbs.ts';
import { CityServicePage } from './CityServicePage.tsx';
import { localIntro } from './local-intro.ts';
import { cityServiceSpecialistsQuery, cityServiceStatsQuery } from './queries.ts';

function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value ?? '');
}

export default definePage({
  loader: async ({ params, queryClient }) => {
    const { city: citySlug, service } = params;
    if (!isDirectorySlug(citySlug) || !isServiceSlug(service)) notFound();
    const [city, stats, results] = await Promise.all([
      queryClient.ensureQueryData(cityQuery(citySlug)),
      queryClient.ensureQueryData(cityServiceStatsQuery(citySlug, service)),
      queryClient.ensureQueryData(cityServiceSpecialistsQuery(citySlug, service)),
      queryClient.ensureQueryData(chatSettingsQuery),
    ]);
    return { city, service, stats, results };
  },
  meta: ({ data: { city, service, stats, results }, absoluteUrl }) => {
    const serviceName = SERVICE_NAMES[service];
    const written = city.pages.find((page) => page.serviceSlug === service);
    return {
      title: written?.seoTitle || `${serviceName} in ${city.name}`,
      description: written?.seoDescription || localIntro(city, service, serviceName, stats),
      canonicalPath: `/specialists/${city.slug}/${service}`,
      breadcrumbs: cityServiceBreadcrumbs(city, service),
      jsonLd: [specialistItemList(`${serviceName} in ${city.name}`, results.results, absoluteUrl)],
    };
  },
  Component: CityServicePage,
});
