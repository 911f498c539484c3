import type { ChatEnquiry } from '@flo/contract';
import { apiErrorSchema } from '@flo/contract';
import type { Db } from '../db/client.ts';
import { cities, reviews, services, specialistServices, specialists } from '../db/schema.ts';

type Status = 'active' | 'pending' | 'suspended';
type Tier = 'free' | 'standard' | 'featured';
/** key, city, status, tier, services offered, published review ratings. */
type FixtureSpecialist = [string, string, Status, Tier, string[], number[]];

/**
 * A small directory for the enquiry tests (test-only). Carpet in Manchester ranks
 * featured-carpets (featured), then castle-carpets (5.0), then premier-carpets (4.0);
 * budget-carpets (free, unrated) comes fourth and shady-carpets is suspended. Leeds has four
 * equal tilers, so who has waited longest since a lead decides their order. Milton Keynes has
 * nobody.
 */
const FIXTURE_SPECIALISTS: FixtureSpecialist[] = [
  ['featured-carpets', 'manchester', 'active', 'featured', ['carpet'], []],
  ['castle-carpets', 'manchester', 'active', 'standard', ['carpet', 'laminate'], [5, 5]],
  ['premier-carpets', 'manchester', 'active', 'standard', ['carpet'], [4]],
  ['budget-carpets', 'manchester', 'active', 'free', ['carpet'], []],
  ['shady-carpets', 'manchester', 'suspended', 'featured', ['carpet'], [5]],
  ['oak-floors', 'manchester', 'active', 'free', ['hardwood', 'engineered-wood'], []],
  ['leeds-tiles-1', 'leeds', 'active', 'free', ['tile'], []],
  ['leeds-tiles-2', 'leeds', 'active', 'free', ['tile'], []],
  ['leeds-tiles-3', 'leeds', 'active', 'free', ['tile'], []],
  ['leeds-tiles-4', 'leeds', 'active', 'free', ['tile'], []],
];

/** Specialist e-mail address of a fixture, e.g. 'castle-carpets@example.test'. */
export const fixtureEmail = (key: string) => `${key}@example.test`;

/** Inserts the fixture directory and answers specialist ids by key. */
export function insertEnquiryFixtures(db: Db): Record<string, number> {
  db.insert(cities)
    .values([
      {
        slug: 'manchester',
        name: 'Manchester',
        region: 'North West',
        postcodeAreas: ['M'],
        population: 552_000,
      },
      {
        slug: 'leeds',
        name: 'Leeds',
        region: 'Yorkshire',
        postcodeAreas: ['LS'],
        population: 812_000,
      },
      {
        slug: 'milton-keynes',
        name: 'Milton Keynes',
        region: 'South East',
        postcodeAreas: ['MK'],
        population: 230_000,
      },
    ])
    .run();
  db.insert(services)
    .values([
      { slug: 'carpet', name: 'Carpet Installation', keywords: ['carpet'], description: 'Carpet.' },
      {
        slug: 'hardwood',
        name: 'Hardwood Flooring',
        keywords: ['hardwood', 'engineered', 'parquet'],
        description: 'Hardwood.',
      },
      {
        slug: 'laminate',
        name: 'Laminate Flooring',
        keywords: ['laminate'],
        description: 'Laminate.',
      },
      {
        slug: 'tile',
        name: 'Tile Installation',
        keywords: ['tile', 'ceramic', 'porcelain'],
        description: 'Tile.',
      },
      {
        slug: 'engineered-wood',
        name: 'Engineered Wood',
        keywords: ['engineered'],
        description: 'Engineered.',
      },
      { slug: 'other', name: 'Other', keywords: [], description: 'Anything else.' },
    ])
    .run();
  const cityIds = Object.fromEntries(
    db
      .select({ id: cities.id, slug: cities.slug })
      .from(cities)
      .all()
      .map((c) => [c.slug, c.id]),
  );
  const ids: Record<string, number> = {};
  for (const [key, city, status, tier, offered, ratings] of FIXTURE_SPECIALISTS) {
    const { id } = db
      .insert(specialists)
      .values({
        slug: `${key}-${city}`,
        name: key
          .split('-')
          .map((w) => w[0]?.toUpperCase() + w.slice(1))
          .join(' '),
        cityId: cityIds[city] as number,
        description: 'Fixture specialist.',
        email: fixtureEmail(key),
        phone: '0161 000 0000',
        postcode: 'M1 1AA',
        status,
        tier,
      })
      .returning({ id: specialists.id })
      .get();
    ids[key] = id;
    for (const serviceSlug of offered) {
      db.insert(specialistServices)
        .values({ specialistId: id, serviceSlug, label: serviceSlug })
        .run();
    }
    for (const rating of ratings) {
      db.insert(reviews)
        .values({
          specialistId: id,
          customerName: 'A customer',
          rating,
          text: 'Good.',
          status: 'published',
        })
        .run();
    }
  }
  return ids;
}

/** A complete chat enquiry for a carpet job in Manchester; override what a test varies. */
export function chatPayload(overrides: Partial<ChatEnquiry> = {}): ChatEnquiry {
  return {
    flooringType: 'Carpet Installation',
    location: 'Manchester',
    customerName: 'Jo Bloggs',
    customerEmail: 'jo@example.test',
    customerPhone: '07700 900123',
    budgetRange: '£1,000 - £3,000',
    urgency: 'Within 2-4 weeks',
    projectDetails: 'Two bedrooms and the stairs.',
    chatbotSource: 'homepage_chatbot',
    pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
    selectedServiceSlug: 'carpet',
    selectedServiceName: 'Carpet Installation',
    ...overrides,
  };
}

/** A one-box form message. */
export function simplePayload(overrides: Record<string, unknown> = {}) {
  return {
    customerMessage: 'Please call me about tiling my kitchen: 07700 900456',
    serviceType: 'Tile Installation',
    location: 'Leeds',
    specialistId: null,
    source: 'stable_chat_input',
    ...overrides,
  };
}

/** The `error` member of an API failure body, checked against the contract. */
export async function errorOf(res: Response) {
  return apiErrorSchema.parse(await res.json()).error;
}
