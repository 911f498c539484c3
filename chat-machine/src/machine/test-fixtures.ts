/**
 * Shared fixtures for the machine tests: pages of every flow, actor answers, and a machine
 * whose delays are 0 ms and whose actors answer from fixtures.
 */
import type {
  ChatEnquiry,
  ChatReviews,
  CityServiceStats,
  EnquiryCreated,
  ServiceStats,
  Specialist,
} from '@flo/api/contract';
import { fromPromise } from 'xstate';
import { pageContextFromLocation } from '../page.ts';
import type { FloInput } from '../types.ts';
import { floMachine } from './machine.ts';
import { FLO_DELAYS, type FloDelay } from './setup.ts';

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

export const REVIEWS: ChatReviews = {
  reviews: [
    {
      id: 1,
      customerName: 'Priya',
      rating: 5,
      reviewText: 'Spotless work.',
      createdAt: '2026-01-10T10:00:00Z',
    },
  ],
  totalCount: 1,
  hasReviews: true,
};

export const CREATED: EnquiryCreated = {
  id: 'enq_123',
  status: 'received',
  matchedSpecialists: 2,
  message: 'Thanks',
};

export const ZERO_DELAYS = Object.fromEntries(
  Object.keys(FLO_DELAYS).map((name) => [name, 0]),
) as Record<FloDelay, number>;

/** Actor answers a test can override; defaults succeed. */
export interface FakeAnswers {
  serviceStats?: () => Promise<ServiceStats | null>;
  search?: (input: { citySlug: string }) => Promise<Specialist[]>;
  reviews?: () => Promise<ChatReviews>;
  submit?: (input: { enquiry: ChatEnquiry; idempotencyKey: string }) => Promise<EnquiryCreated>;
}

/** The machine with 0 ms delays and fixture actors. */
export function fakeMachine(answers: FakeAnswers = {}) {
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
      fetchSpecialist: fromPromise(async () => ({
        id: CARPET_FITTER.id,
        name: CARPET_FITTER.name,
      })),
      searchSpecialists: fromPromise(({ input }) =>
        (answers.search ?? (async () => [CARPET_FITTER, TILER]))(input),
      ),
      fetchReviews: fromPromise(answers.reviews ?? (async () => REVIEWS)),
      submitEnquiry: fromPromise(({ input }) => (answers.submit ?? (async () => CREATED))(input)),
    },
  });
}
