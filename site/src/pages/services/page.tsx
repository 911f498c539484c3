import { SERVICE_ADVICE } from '@flo/chat-machine';
import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';
import { formatCostPerM2 } from '@flo/contract/rules';
import { definePage, notFound } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { serviceCitiesQuery, serviceStatsQuery } from './ServiceGuidePage.tsx';
import { ServicesPage } from './ServicesPage.tsx';
import { SERVICE_GUIDES } from './service-guide.ts';
import { SERVICES_BREADCRUMBS, serviceBreadcrumbs } from './services-breadcrumbs.ts';

function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value ?? '');
}

export default definePage({
  loader: async ({ params, queryClient }): Promise<ServiceSlug | null> => {
    if (params.slug === undefined) return null;
    const service = params.slug;
    if (!isServiceSlug(service)) notFound();
    await Promise.all([
      queryClient.ensureQueryData(serviceStatsQuery(service)),
      queryClient.ensureQueryData(serviceCitiesQuery(service)),
      queryClient.ensureQueryData(chatSettingsQuery),
    ]);
    return service;
  },
  meta: ({ data: service, absoluteUrl }) => {
    if (!service) {
      return {
        title: 'Flooring services',
        description:
          'Carpet, hardwood, laminate, vinyl and LVT, tile and engineered wood: UK prices, pros and cons and fitting times, with local specialists.',
        canonicalPath: '/services',
        breadcrumbs: SERVICES_BREADCRUMBS,
      };
    }
    const name = SERVICE_NAMES[service];
    const price = SERVICE_ADVICE[service].installedCostPerM2;
    return {
      title: `${name}: UK prices, pros and cons`,
      description: `${name} typically costs ${formatCostPerM2(price)} fitted in the UK. Pros and cons, the rooms it suits, how long fitting takes, and local specialists to quote.`,
      canonicalPath: `/services/${service}`,
      breadcrumbs: serviceBreadcrumbs(service),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name,
          serviceType: name,
          description: SERVICE_GUIDES[service].whatItIs,
          url: absoluteUrl(`/services/${service}`),
          areaServed: { '@type': 'Country', name: 'United Kingdom' },
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'GBP',
            lowPrice: price.low,
            highPrice: price.high,
            description: 'Per square metre, supplied and fitted',
          },
        },
      ],
    };
  },
  Component: ServicesPage,
});
