import { definePage, notFound } from '../../app/page.ts';
import { reviewBreadcrumbs } from './breadcrumbs.ts';
import { listingQuery, loadInvite, SPECIALIST_ID } from './queries.ts';
import { ReviewPage } from './ReviewPage.tsx';

export default definePage({
  loader: async ({ params, queryClient }) => {
    const specialistId = params.specialistId ?? '';
    if (!SPECIALIST_ID.test(specialistId)) notFound();
    const [specialist] = await Promise.all([
      queryClient.ensureQueryData(listingQuery(specialistId)),
      params.token ? loadInvite(queryClient, specialistId, params.token) : undefined,
    ]);
    return specialist;
  },
  // Token pages stay out of search results; every variant is canonical to the tokenless path.
  meta: ({ data: specialist }) => ({
    title: `Review ${specialist.name}`,
    description: `Tell other customers how ${specialist.name} in ${specialist.city} did: rate the work from 1 to 5 stars and describe the job.`,
    canonicalPath: `/review/${specialist.id}`,
    breadcrumbs: reviewBreadcrumbs(specialist),
    noindex: true,
  }),
  Component: ReviewPage,
});
