/**
 * Shared fixtures for the machine tests: pages of every flow, actor answers, and a machine
 * whose delays are 0 ms and whose actors answer from fixtures.
 */
import type {
  ChatEnquiry,
  ChatReviews,
  CityServiceStats,
  EnquiryCreated,
  MatchedFirm,
  MatchPreviewRequest,
  ResolvedLocation,
  ServiceStats,
  Specialist,
} from '@flo/contract';
import { suggestEmail } from '@flo/contract/email';
import { fromPromise } from 'xstate';
import type { AdviceRequest } from '../machine/advice-actor.ts';
import { floMachine } from '../machine/machine.ts';
import { FLO_DELAYS, type FloDelay } from '../machine/setup.ts';
import { pageContextFromLocation } from '../page.ts';
import type { FloInput } from '../types.ts';

/** One page per entry flow. */
export const PAGES = {
  home: '/',
  servicesIndex: '/services',
  servicePage: '/services/carpet',
  profile: '/specialist/oakbridge-flooring-leeds',
  cityService: '/specialists/leeds/carpet',
  city: '/specialists/leeds',
  search: '/search',
} as const;

export const SETTINGS = {
  enabled: true,
  pageSettings: {},
  contactEmail: 'hello@flo.example',
  accentColour: '#0f766e',
  greeting: null,
  greetingB: null,
};

export function inputFor(path: string): FloInput {
  return { page: pageContextFromLocation(path), settings: SETTINGS };
}

export const STATS: ServiceStats = {
  totalSpecialists: 42,
  totalReviews: 310,
  averageRating: '4.7',
  totalCities: 12,
};

export const CARPET_FITTER: Specialist = {
  id: 7,
  name: 'Oakbridge Flooring',
  slug: 'oakbridge-flooring-leeds',
  city: 'Leeds',
  servicesOffered: ['Carpet fitting', 'Laminate'],
  averageRating: '4.8',
  reviewCount: 23,
};

export const TILER: Specialist = {
  ...CARPET_FITTER,
  id: 8,
  name: 'Porcelain Pros',
  slug: 'porcelain-pros-leeds',
  servicesOffered: ['Porcelain tiling'],
};

/** The first page of a specialist's reviews, newest first: a 1★ leads, and an older page follows. */
export const REVIEWS: ChatReviews = {
  reviews: [
    {
      id: 3,
      customerName: 'Dan',
      rating: 1,
      reviewText: 'Left the job half done.',
      createdAt: '2026-01-12T10:00:00Z',
    },
    {
      id: 2,
      customerName: 'Priya',
      rating: 5,
      reviewText: 'Spotless work.',
      createdAt: '2026-01-10T10:00:00Z',
    },
  ],
  totalCount: 3,
  hasReviews: true,
  averageRating: '3.3',
  stars: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
  page: 1,
  hasMore: true,
};

/** The second and last page of those reviews. */
export const OLDER_REVIEWS: ChatReviews = {
  ...REVIEWS,
  reviews: [
    {
      id: 1,
      customerName: 'Sam',
      rating: 4,
      reviewText: 'Good value.',
      createdAt: '2025-11-02T10:00:00Z',
    },
  ],
  page: 2,
  hasMore: false,
};

/** A served city typed by name: the city itself at 0 miles, with its specialists. */
export const LEEDS: ResolvedLocation = {
  query: 'Leeds',
  match: { kind: 'city', label: 'Leeds' },
  nearest: [{ slug: 'leeds', name: 'Leeds', distanceMiles: 0, specialistCount: 5 }],
  specialists: [CARPET_FITTER, TILER],
  choices: [],
  suggestions: [],
  distant: [],
};

/** A town with no specialists of its own, near two served cities. */
export const STOCKPORT: ResolvedLocation = {
  query: 'Stockport',
  match: { kind: 'town', label: 'Stockport' },
  nearest: [
    { slug: 'manchester', name: 'Manchester', distanceMiles: 7, specialistCount: 9 },
    { slug: 'salford', name: 'Salford', distanceMiles: 9, specialistCount: 3 },
  ],
  specialists: [{ ...CARPET_FITTER, id: 11, city: 'Manchester', slug: 'mcr-carpets' }],
  choices: [],
  suggestions: [],
  distant: [],
};

/** A full postcode, resolved to its nearest served city. */
export const M14_POSTCODE: ResolvedLocation = {
  query: 'm14 5ab',
  match: { kind: 'postcode', label: 'M14 5AB', postcode: 'M14 5AB' },
  nearest: [{ slug: 'manchester', name: 'Manchester', distanceMiles: 2, specialistCount: 9 }],
  specialists: [{ ...CARPET_FITTER, id: 11, city: 'Manchester', slug: 'mcr-carpets' }],
  choices: [],
  suggestions: [],
  distant: [],
};

/** A place the resolver does not know. */
export const NOWHERE: ResolvedLocation = {
  query: 'Narnia',
  match: null,
  nearest: [],
  specialists: [],
  choices: [],
  suggestions: [],
  distant: [],
};

/** A county a short way from one served city, which the enquiry names beside the words. */
export const ISLE_OF_WIGHT: ResolvedLocation = {
  query: 'Isle of Wight',
  match: { kind: 'county', label: 'Isle of Wight' },
  nearest: [{ slug: 'portsmouth', name: 'Portsmouth', distanceMiles: 11, specialistCount: 6 }],
  specialists: [{ ...CARPET_FITTER, id: 21, city: 'Portsmouth', slug: 'solent-carpets' }],
  choices: [],
  suggestions: [],
  distant: [],
};

/** A name of two places: Flo asks which (the rest is for the first). */
export const NEWCASTLE: ResolvedLocation = {
  query: 'Newcastle',
  match: { kind: 'city', label: 'Newcastle' },
  nearest: [{ slug: 'newcastle', name: 'Newcastle', distanceMiles: 0, specialistCount: 4 }],
  specialists: [{ ...CARPET_FITTER, id: 31, city: 'Newcastle', slug: 'tyne-carpets' }],
  choices: [
    { label: 'Newcastle upon Tyne', query: 'Newcastle upon Tyne, Newcastle upon Tyne' },
    { label: 'Newcastle under Lyme', query: 'Newcastle under Lyme, Staffordshire' },
  ],
  suggestions: [],
  distant: [],
};

/** Newcastle under Lyme, as its choice's query resolves. */
export const NEWCASTLE_UNDER_LYME: ResolvedLocation = {
  query: 'Newcastle under Lyme, Staffordshire',
  match: { kind: 'town', label: 'Newcastle under Lyme' },
  nearest: [
    { slug: 'stoke-on-trent', name: 'Stoke-on-Trent', distanceMiles: 2, specialistCount: 5 },
  ],
  specialists: [{ ...CARPET_FITTER, id: 41, city: 'Stoke-on-Trent', slug: 'potteries-carpets' }],
  choices: [],
  suggestions: [],
  distant: [],
};

/** A misspelt place, with the gazetteer's closest names. */
export const MANCHSTER: ResolvedLocation = {
  query: 'Manchster',
  match: null,
  nearest: [],
  specialists: [],
  choices: [],
  suggestions: [
    { label: 'Manchester', query: 'Manchester' },
    { label: 'Lancaster', query: 'Lancaster' },
  ],
  distant: [],
};

/** A place nobody within 50 miles covers: the nearest served city far off, with its specialists. */
export const LERWICK: ResolvedLocation = {
  query: 'Lerwick',
  match: { kind: 'town', label: 'Lerwick' },
  nearest: [],
  specialists: [{ ...CARPET_FITTER, id: 51, city: 'Aberdeen', slug: 'granite-carpets' }],
  choices: [],
  suggestions: [],
  distant: [{ slug: 'aberdeen', name: 'Aberdeen', distanceMiles: 211, specialistCount: 4 }],
};

/** The two firms a Leeds carpet enquiry would go to; the first has published response figures. */
export const FIRMS: MatchedFirm[] = [
  {
    ...CARPET_FITTER,
    responseFigures: { leads: 12, answered: 11, responseRate: 92, medianFirstResponseMinutes: 95 },
  },
  { ...TILER, responseFigures: null },
];

export const CREATED: EnquiryCreated = {
  id: 'enq_123',
  status: 'matched',
  matchedSpecialists: 2,
  message: 'Thanks',
};

export const ZERO_DELAYS = Object.fromEntries(
  Object.keys(FLO_DELAYS).map((name) => [name, 0]),
) as Record<FloDelay, number>;

/** Actor answers a test can override; defaults succeed. */
export interface FakeAnswers {
  serviceStats?: () => Promise<ServiceStats | null>;
  resolve?: (input: { query: string; serviceSlug?: string }) => Promise<ResolvedLocation>;
  specialist?: () => Promise<{ id: number; name: string }>;
  reviews?: (input: { specialistId: number; page: number }) => Promise<ChatReviews>;
  submit?: (input: { enquiry: ChatEnquiry; idempotencyKey: string }) => Promise<EnquiryCreated>;
  /** The e-mail typo check; by default the API's own rule. */
  checkEmail?: (input: { email: string }) => Promise<string | null>;
  /** The firms the enquiry would go to; by default none, so flows send straight away. */
  preview?: (input: MatchPreviewRequest) => Promise<MatchedFirm[]>;
  /** Replaces the advice loader; by default the real texts are imported. */
  advice?: (input: AdviceRequest) => Promise<string>;
}

/** The machine with 0 ms delays and fixture actors. */
export function fakeMachine(answers: FakeAnswers = {}) {
  const { advice } = answers;
  return floMachine.provide({
    delays: ZERO_DELAYS,
    actors: {
      fetchServiceStats: fromPromise(answers.serviceStats ?? (async () => STATS)),
      fetchCityServiceStats: fromPromise(
        async (): Promise<CityServiceStats | null> => ({
          totalSpecialists: 4,
          averageRating: '4.5',
        }),
      ),
      fetchSpecialist: fromPromise(
        answers.specialist ?? (async () => ({ id: CARPET_FITTER.id, name: CARPET_FITTER.name })),
      ),
      resolveLocation: fromPromise(({ input }) => (answers.resolve ?? (async () => LEEDS))(input)),
      fetchReviews: fromPromise(({ input }) =>
        (answers.reviews ?? (async ({ page }) => (page === 1 ? REVIEWS : OLDER_REVIEWS)))(input),
      ),
      submitEnquiry: fromPromise(({ input }) => (answers.submit ?? (async () => CREATED))(input)),
      checkEmail: fromPromise(({ input }) =>
        (answers.checkEmail ?? (async ({ email }) => suggestEmail(email)))(input),
      ),
      previewMatches: fromPromise(({ input }) => (answers.preview ?? (async () => []))(input)),
      ...(advice
        ? { answerAdvice: fromPromise<string, AdviceRequest>(({ input }) => advice(input)) }
        : {}),
    },
  });
}
