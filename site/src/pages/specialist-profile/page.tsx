import { formatRating } from '@flo/contract/rules';
import { definePage, notFound } from '../../app/page.ts';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { profileBreadcrumbs } from './breadcrumbs.ts';
import { localBusinessJsonLd } from './json-ld.ts';
import {
  isDirectorySlug,
  pageNumberFrom,
  profileReviewsQuery,
  specialistQuery,
} from './queries.ts';
import { SpecialistProfilePage } from './SpecialistProfilePage.tsx';

export default definePage({
  loader: async ({ params, url, queryClient }) => {
    if (!isDirectorySlug(params.slug)) notFound();
    const [specialist, reviews] = await Promise.all([
      queryClient.ensureQueryData(specialistQuery(params.slug)),
      queryClient.ensureQueryData(
        profileReviewsQuery(params.slug, pageNumberFrom(url.searchParams)),
      ),
      queryClient.ensureQueryData(chatSettingsQuery),
    ]);
    return { specialist, reviews };
  },
  // Review pages (?page=2) are canonical to the profile itself.
  meta: ({ data: { specialist, reviews }, absoluteUrl }) => {
    const rating =
      specialist.reviewCount > 0
        ? ` Rated ${formatRating(specialist.averageRating)} out of 5 from ${specialist.reviewCount} ${specialist.reviewCount === 1 ? 'review' : 'reviews'}.`
        : '';
    return {
      title: `${specialist.name}, flooring specialist in ${specialist.city}`,
      description: `${specialist.name} in ${specialist.city}: ${specialist.servicesOffered.join(', ')}.${rating} Read reviews and get a free quote.`,
      canonicalPath: `/specialist/${specialist.slug}`,
      ogType: 'business.business',
      breadcrumbs: profileBreadcrumbs(specialist),
      jsonLd: [
        localBusinessJsonLd(
          specialist,
          reviews.reviews,
          absoluteUrl(`/specialist/${specialist.slug}`),
        ),
      ],
    };
  },
  Component: SpecialistProfilePage,
});
