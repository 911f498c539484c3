import { fromPromise } from 'xstate';
import type { floActorPlaceholders } from '../machine/setup.ts';
import type { FloApi } from './client.ts';

type FloActors = typeof floActorPlaceholders;

/**
 * The machine's actors over a Flo API client.
 *
 * @example
 * floMachine.provide({ actors: createFloActors(createFloApi({ baseUrl: '' })) });
 */
export function createFloActors(api: FloApi): FloActors {
  return {
    fetchServiceStats: fromPromise(({ input }) => api.getServiceStats(input.serviceSlug)),
    fetchCityServiceStats: fromPromise(({ input }) =>
      api.getCityServiceStats(input.citySlug, input.serviceSlug),
    ),
    fetchSpecialist: fromPromise(async ({ input }) => {
      const specialist = await api.getSpecialist(input.slug);
      return { id: specialist.id, name: specialist.name };
    }),
    resolveLocation: fromPromise(({ input }) =>
      api.resolveLocation(input.query, input.serviceSlug),
    ),
    fetchReviews: fromPromise(({ input }) =>
      api.getSpecialistReviews(input.specialistId, input.page),
    ),
    submitEnquiry: fromPromise(({ input }) =>
      api.submitEnquiry(input.enquiry, input.idempotencyKey),
    ),
    checkEmail: fromPromise(({ input }) => api.suggestEmail(input.email)),
    previewMatches: fromPromise(({ input }) => api.previewMatches(input)),
  };
}
