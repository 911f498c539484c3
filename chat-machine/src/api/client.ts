import type {
  ChatEnquiry,
  ChatReviews,
  ChatSettings,
  CityServiceStats,
  EnquiryCreated,
  MatchedFirm,
  MatchPreviewRequest,
  ResolvedLocation,
  ServiceStats,
  Specialist,
  SpecialistDetail,
} from '@flo/contract';
import { IDEMPOTENCY_HEADER } from '@flo/contract/constants';
import { answerChecks, expectAnswer } from './answers.ts';
import { createTtlCache, FIFTEEN_MINUTES_MS, FIVE_MINUTES_MS } from './cache.ts';
import { getJson, type HttpOptions, postJson } from './http.ts';

export interface FloApiOptions {
  /** Origin of the Flo API, e.g. 'https://flo.example' ('' for same-origin). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** How retries wait; tests pass an instant one. */
  sleep?: (ms: number) => Promise<void>;
  /** Clock for the caches. */
  now?: () => number;
}

export interface FloApi {
  getChatSettings(): Promise<ChatSettings>;
  /** null for 'other', which has no stats (the call is skipped). */
  getServiceStats(serviceSlug: string): Promise<ServiceStats | null>;
  getCityServiceStats(citySlug: string, serviceSlug: string): Promise<CityServiceStats>;
  getSpecialist(slug: string): Promise<SpecialistDetail>;
  searchSpecialistsByCity(citySlug: string): Promise<Specialist[]>;
  /** The star breakdown and one page (5) of the newest reviews, whatever their rating. */
  getSpecialistReviews(specialistId: number, page?: number): Promise<ChatReviews>;
  /**
   * What a typed place (postcode, outcode, town, county) is, its nearest served cities and up to
   * 3 specialists there offering `serviceSlug` ('other' or none: any service).
   */
  resolveLocation(query: string, serviceSlug?: string): Promise<ResolvedLocation>;
  /** The firms an enquiry for this job would go to, with their response figures; sends nothing. */
  previewMatches(job: MatchPreviewRequest): Promise<MatchedFirm[]>;
  submitEnquiry(enquiry: ChatEnquiry, idempotencyKey: string): Promise<EnquiryCreated>;
  /** The address the visitor probably meant when the domain looks misspelt ('gmial.com'), or null. */
  suggestEmail(email: string): Promise<string | null>;
}

/** The resolver reads at most this much of the place text (the contract's MAX_PLACE_QUERY). */
const MAX_PLACE_QUERY = 120;

const seg = encodeURIComponent;

/**
 * The HTTP client behind Flo's actors, with the caches of docs/product/api-calls.md#flos-calls:
 * service stats 15 minutes; chat settings, city-service stats, specialists and resolved places 5
 * minutes. Answers get the light checks of answers.ts.
 *
 * @example
 * const api = createFloApi({ baseUrl: 'https://flo.example' });
 * const settings = await api.getChatSettings();
 */
export function createFloApi(options: FloApiOptions): FloApi {
  const http: HttpOptions = {
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
  const cache = createTtlCache(options.now ?? Date.now);
  const get = async <T>(path: string, check: (value: unknown) => value is T) =>
    expectAnswer(await getJson(http, path), check, path);
  const cachedGet = <T>(path: string, ttl: number, check: (value: unknown) => value is T) =>
    cache.get(path, ttl, () => get(path, check));

  return {
    getChatSettings: () =>
      cachedGet('/api/chat-settings', FIVE_MINUTES_MS, answerChecks.chatSettings),
    getServiceStats: async (serviceSlug) =>
      serviceSlug === 'other'
        ? null
        : cachedGet(
            `/api/services/${seg(serviceSlug)}/stats`,
            FIFTEEN_MINUTES_MS,
            answerChecks.serviceStats,
          ),
    getCityServiceStats: (citySlug, serviceSlug) =>
      cachedGet(
        `/api/specialists/${seg(citySlug)}/${seg(serviceSlug)}`,
        FIVE_MINUTES_MS,
        answerChecks.cityServiceStats,
      ),
    getSpecialist: (slug) =>
      cachedGet(
        `/api/specialists/unified/${seg(slug)}`,
        FIVE_MINUTES_MS,
        answerChecks.specialistDetail,
      ),
    searchSpecialistsByCity: async (citySlug) =>
      get(`/api/specialists/city/${seg(citySlug)}`, answerChecks.specialistList),
    getSpecialistReviews: async (specialistId, page = 1) =>
      get(
        `/api/reviews/specialist/${specialistId}/chat${page > 1 ? `?page=${page}` : ''}`,
        answerChecks.chatReviews,
      ),
    resolveLocation: (query, serviceSlug) => {
      const params = new URLSearchParams({ q: query.trim().slice(0, MAX_PLACE_QUERY) });
      if (serviceSlug) params.set('service', serviceSlug);
      return cachedGet(
        `/api/locations/resolve?${params}`,
        FIVE_MINUTES_MS,
        answerChecks.resolvedLocation,
      );
    },
    previewMatches: async (job) => {
      const path = '/api/enquiries/matches';
      return expectAnswer(await postJson(http, path, job), answerChecks.matchPreview, path)
        .specialists;
    },
    submitEnquiry: async (enquiry, idempotencyKey) =>
      expectAnswer(
        await postJson(http, '/api/enquiries', enquiry, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
        answerChecks.enquiryCreated,
        '/api/enquiries',
      ),
    suggestEmail: async (email) => {
      const path = '/api/email-suggestions';
      const answer = expectAnswer(
        await postJson(http, path, { email }),
        answerChecks.emailSuggestion,
        path,
      );
      return answer.suggestion;
    },
  };
}
