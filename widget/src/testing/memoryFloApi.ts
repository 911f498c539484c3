import { FLO_DELAYS, type FloApi, type FloDelay } from '@flo/chat-machine';
import type { ChatEnquiry, Specialist } from '@flo/contract';

const LEEDS_FLOOR_CO: Specialist = {
  id: 1,
  name: 'Leeds Floor Co',
  slug: 'leeds-floor-leeds',
  city: 'Leeds',
  servicesOffered: ['Carpet Installation'],
  averageRating: null,
  reviewCount: 0,
};

/**
 * An in-memory FloApi for UI tests (the machine's own injection seam): every lookup answers
 * at once (every place is Leeds), and submissions fail while `failSubmissions` is above zero.
 */
export function memoryFloApi(options: { failSubmissions?: number } = {}) {
  let failuresLeft = options.failSubmissions ?? 0;
  const submitted: { enquiry: ChatEnquiry; idempotencyKey: string }[] = [];
  const attemptKeys: string[] = [];
  const api: FloApi = {
    getChatSettings: async () => ({
      enabled: true,
      pageSettings: {},
      contactEmail: 'hello@flo.example',
      accentColour: '#0f766e',
      greeting: null,
      greetingB: null,
    }),
    getServiceStats: async () => null,
    getCityServiceStats: async () => ({ totalSpecialists: 0, averageRating: null }),
    getSpecialist: async () => {
      throw new Error('404: no such specialist');
    },
    searchSpecialistsByCity: async () => [LEEDS_FLOOR_CO],
    resolveLocation: async (query) => ({
      query,
      match: { kind: 'city', label: 'Leeds' },
      nearest: [{ slug: 'leeds', name: 'Leeds', distanceMiles: 0, specialistCount: 1 }],
      specialists: [LEEDS_FLOOR_CO],
      choices: [],
      suggestions: [],
      distant: [],
    }),
    getSpecialistReviews: async () => ({
      reviews: [],
      totalCount: 0,
      hasReviews: false,
      averageRating: null,
      stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      page: 1,
      hasMore: false,
    }),
    // Nobody previewed: the chat sends as it did before the firm choice.
    previewMatches: async () => [],
    submitEnquiry: async (enquiry, idempotencyKey) => {
      attemptKeys.push(idempotencyKey);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('503: Service Unavailable');
      }
      submitted.push({ enquiry, idempotencyKey });
      return { id: 'enq_123', status: 'received', matchedSpecialists: 1, message: 'Thanks' };
    },
    // No address looks misspelt here; the chat's own tests cover the suggestion.
    suggestEmail: async () => null,
  };
  return { api, submitted, attemptKeys };
}

/** Every typing delay at zero, so UI tests walk a whole flow without waiting. */
export const INSTANT_DELAYS = Object.fromEntries(
  Object.keys(FLO_DELAYS).map((name) => [name, 0]),
) as Record<FloDelay, number>;
