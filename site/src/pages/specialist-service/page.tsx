import { SERVICE_ADVICE } from '@flo/chat-machine';
import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';
import { formatCostPerM2 } from '@flo/contract/rules';
import { definePage, notFound } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { inSentence } from '../services/service-name.ts';
import { isDirectorySlug, specialistQuery } from '../specialist-profile/queries.ts';
import { serviceBreadcrumbs } from './breadcrumbs.ts';
import { loadRecentReviewPages } from './queries.ts';
import { SpecialistServicePage } from './SpecialistServicePage.tsx';

function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value ?? '');
}

export default definePage({
  loader: async ({ params, queryClient }) => {
    const { slug, service } = params;
    if (!isDirectorySlug(slug) || !isServiceSlug(service)) notFound();
    const [specialist] = await Promise.all([
      queryClient.ensureQueryData(specialistQuery(slug)),
      loadRecentReviewPages(queryClient, slug),
      queryClient.ensureQueryData(chatSettingsQuery),
    ]);
    // A service the specialist does not offer has no page.
    if (!specialist.serviceSlugs.includes(service)) notFound();
    return { specialist, service };
  },
  meta: ({ data: { specialist, service }, absoluteUrl }) => {
    const serviceName = SERVICE_NAMES[service];
    const cost = formatCostPerM2(SERVICE_ADVICE[service].installedCostPerM2);
    const path = `/specialist/${specialist.slug}/${service}`;
    return {
      title: `${serviceName} by ${specialist.name}, ${specialist.city}`,
      description: `${specialist.name} offers ${inSentence(serviceName)} in ${specialist.city} and postcode ${specialist.postcodeAreas.join(', ')}. Typical UK price ${cost} fitted. Read reviews and ask for a free quote.`,
      canonicalPath: path,
      breadcrumbs: serviceBreadcrumbs(specialist, service),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: `${serviceName} by ${specialist.name}`,
          serviceType: serviceName,
          url: absoluteUrl(path),
          areaServed: { '@type': 'City', name: specialist.city },
          provider: {
            '@type': 'LocalBusiness',
            '@id': `${absoluteUrl(`/specialist/${specialist.slug}`)}#business`,
            name: specialist.name,
            telephone: specialist.phone,
          },
        },
      ],
    };
  },
  Component: SpecialistServicePage,
});
