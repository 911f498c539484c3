import {
  type ChatEnquiry,
  type ChatReviews,
  type ChatSettings,
  type CityServiceStats,
  chatReviewsSchema,
  chatSettingsSchema,
  cityServiceStatsSchema,
  type EnquiryCreated,
  enquiryCreatedSchema,
  IDEMPOTENCY_HEADER,
  type ServiceStats,
  type Specialist,
  type SpecialistDetail,
  serviceStatsSchema,
  specialistDetailSchema,
  specialistSchema,
} from '@flo/api/contract';
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
  getSpecialistReviews(specialistId: number): Promise<ChatReviews>;
  submitEnquiry(enquiry: ChatEnquiry, idempotencyKey: string): Promise<EnquiryCreated>;
}

const specialistListSchema = specialistSchema.array();

/** Anything that checks an answer against the wire contract (a zod schema). */
interface AnswerSchema<T> {
  parse(value: unknown): T;
}

const seg = encodeURIComponent;

/**
 * The HTTP client behind Flo's actors, with the spec's caches: service stats 15 minutes; chat
 * settings, city-service stats and specialists 5 minutes. Answers are checked against the
 * wire contract.
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
  const cachedGet = <T>(path: string, ttl: number, schema: AnswerSchema<T>) =>
    cache.get(path, ttl, async () => schema.parse(await getJson(http, path)));

  return {
    getChatSettings: () => cachedGet('/api/chat-settings', FIVE_MINUTES_MS, chatSettingsSchema),
    getServiceStats: async (serviceSlug) =>
      serviceSlug === 'other'
        ? null
        : cachedGet(
            `/api/services/${seg(serviceSlug)}/stats`,
            FIFTEEN_MINUTES_MS,
            serviceStatsSchema,
          ),
    getCityServiceStats: (citySlug, serviceSlug) =>
      cachedGet(
        `/api/specialists/${seg(citySlug)}/${seg(serviceSlug)}`,
        FIVE_MINUTES_MS,
        cityServiceStatsSchema,
      ),
    getSpecialist: (slug) =>
      cachedGet(`/api/specialists/unified/${seg(slug)}`, FIVE_MINUTES_MS, specialistDetailSchema),
    searchSpecialistsByCity: async (citySlug) =>
      specialistListSchema.parse(await getJson(http, `/api/specialists/city/${seg(citySlug)}`)),
    getSpecialistReviews: async (specialistId) =>
      chatReviewsSchema.parse(await getJson(http, `/api/reviews/specialist/${specialistId}/chat`)),
    submitEnquiry: async (enquiry, idempotencyKey) =>
      enquiryCreatedSchema.parse(
        await postJson(http, '/api/enquiries', enquiry, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
      ),
  };
}
