/**
 * Light checks of the API's answers. The browser bundle must stay small, so the client does
 * not ship zod to re-validate what the API (which validates with the contract) sends; these
 * checks only catch an answer of the wrong kind (an HTML error page from a proxy, an empty
 * body) before the machine reads it.
 */
import type {
  ChatReviews,
  ChatSettings,
  CityServiceStats,
  EmailSuggestion,
  EnquiryCreated,
  MatchPreview,
  ResolvedLocation,
  ServiceStats,
  Specialist,
  SpecialistDetail,
} from '@flo/contract';

type Check<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasTypes =
  <T>(types: Record<string, 'string' | 'number' | 'boolean' | 'object' | 'array'>): Check<T> =>
  (value): value is T =>
    isRecord(value) &&
    Object.entries(types).every(([key, type]) =>
      type === 'array' ? Array.isArray(value[key]) : typeof value[key] === type,
    );

const isSpecialist = hasTypes<Specialist>({
  id: 'number',
  name: 'string',
  servicesOffered: 'array',
});

export const answerChecks = {
  chatSettings: hasTypes<ChatSettings>({
    enabled: 'boolean',
    pageSettings: 'object',
    contactEmail: 'string',
  }),
  serviceStats: hasTypes<ServiceStats>({
    totalSpecialists: 'number',
    totalReviews: 'number',
    totalCities: 'number',
  }),
  cityServiceStats: hasTypes<CityServiceStats>({ totalSpecialists: 'number' }),
  specialistDetail: hasTypes<SpecialistDetail>({
    id: 'number',
    name: 'string',
    servicesOffered: 'array',
  }),
  specialistList: ((value) => Array.isArray(value) && value.every(isSpecialist)) as Check<
    Specialist[]
  >,
  chatReviews: hasTypes<ChatReviews>({
    reviews: 'array',
    totalCount: 'number',
    hasReviews: 'boolean',
    stars: 'object',
    hasMore: 'boolean',
  }),
  enquiryCreated: hasTypes<EnquiryCreated>({ id: 'string' }),
  matchPreview: ((value) =>
    isRecord(value) &&
    Array.isArray(value.specialists) &&
    value.specialists.every(isSpecialist)) as Check<MatchPreview>,
  emailSuggestion: ((value) =>
    isRecord(value) &&
    (value.suggestion === null || typeof value.suggestion === 'string')) as Check<EmailSuggestion>,
  resolvedLocation: ((value) =>
    hasTypes<ResolvedLocation>({ query: 'string', nearest: 'array', specialists: 'array' })(
      value,
    ) &&
    (value.match === null || typeof value.match === 'object') &&
    value.specialists.every(isSpecialist)) as Check<ResolvedLocation>,
};

/** The answer as `T`, or an error naming the call that answered something else. */
export function expectAnswer<T>(value: unknown, check: Check<T>, path: string): T {
  if (check(value)) return value;
  throw new Error(`Unexpected answer from ${path}`);
}

/**
 * The e-mail rule of the contract's `z.email()` (zod's default pattern), kept here so the
 * chat can check an address without bundling zod; a test keeps the two in step.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
