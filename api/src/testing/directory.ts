import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract';
import type { Db } from '../db/client.ts';
import { cities, reviews, services, specialistServices, specialists } from '../db/schema.ts';

type ReviewStatus = 'published' | 'pending' | 'rejected';

interface FixtureSpecialist {
  name: string;
  slug: string;
  city: 'manchester' | 'milton-keynes';
  status: 'active' | 'suspended';
  tier: 'free' | 'standard' | 'featured';
  services: ServiceSlug[];
  reviews: [rating: number, status: ReviewStatus][];
}

/** Day 0 of the fixture reviews; each review is one day newer than the one before it. */
const FIRST_REVIEW_AT = Date.UTC(2026, 0, 1, 12);
const DAY_MS = 86_400_000;

/**
 * A small directory whose numbers the directory tests assert exactly (test-only):
 * - Oakbridge (Manchester, featured): published 5, 4, 4 → "4.3" from 3; one pending, one rejected.
 * - Castle Carpets (Manchester, standard): six published 5s → "5.0" from 6.
 * - Premier Carpets (Manchester, standard): one published 5 → "5.0" from 1.
 * - Fresh Floors (Manchester, free): no reviews → null.
 * - Shady Tiles (Manchester, suspended): a published 1, never counted anywhere.
 * - Keynes Vinyl (Milton Keynes, free): published 3, 4 → "3.5".
 */
const FIXTURE_SPECIALISTS: FixtureSpecialist[] = [
  {
    name: 'Oakbridge Flooring Ltd',
    slug: 'oakbridge-flooring-manchester',
    city: 'manchester',
    status: 'active',
    tier: 'featured',
    services: ['hardwood', 'engineered-wood'],
    reviews: [
      [5, 'published'],
      [4, 'published'],
      [4, 'published'],
      [1, 'pending'],
      [1, 'rejected'],
    ],
  },
  {
    name: 'Castle Carpets',
    slug: 'castle-carpets-manchester',
    city: 'manchester',
    status: 'active',
    tier: 'standard',
    services: ['carpet', 'laminate'],
    reviews: Array.from({ length: 6 }, () => [5, 'published'] as [number, ReviewStatus]),
  },
  {
    name: 'Premier Carpets',
    slug: 'premier-carpets-manchester',
    city: 'manchester',
    status: 'active',
    tier: 'standard',
    services: ['carpet'],
    reviews: [[5, 'published']],
  },
  {
    name: 'Fresh Floors',
    slug: 'fresh-floors-manchester',
    city: 'manchester',
    status: 'active',
    tier: 'free',
    services: ['carpet'],
    reviews: [],
  },
  {
    name: 'Shady Tiles',
    slug: 'shady-tiles-manchester',
    city: 'manchester',
    status: 'suspended',
    tier: 'featured',
    services: ['tile', 'carpet'],
    reviews: [[1, 'published']],
  },
  {
    name: 'Keynes Vinyl',
    slug: 'keynes-vinyl-milton-keynes',
    city: 'milton-keynes',
    status: 'active',
    tier: 'free',
    services: ['vinyl', 'carpet'],
    reviews: [
      [3, 'published'],
      [4, 'published'],
    ],
  },
];

export interface DirectoryFixture {
  /** Specialist ids by slug. */
  ids: Record<string, number>;
}

/** Fills an empty database with the directory above and answers the specialists' ids. */
export function insertDirectoryFixture(db: Db): DirectoryFixture {
  db.insert(services)
    .values(
      SERVICE_SLUGS.map((slug) => ({
        slug,
        name: SERVICE_NAMES[slug],
        keywords: [slug],
        description: `${SERVICE_NAMES[slug]} from local specialists.`,
      })),
    )
    .run();
  const cityIds = {
    manchester: db
      .insert(cities)
      .values({
        slug: 'manchester',
        name: 'Manchester',
        region: 'North West',
        postcodeAreas: ['M', 'SK'],
        population: 552_000,
      })
      .returning({ id: cities.id })
      .get().id,
    'milton-keynes': db
      .insert(cities)
      .values({
        slug: 'milton-keynes',
        name: 'Milton Keynes',
        region: 'South East',
        postcodeAreas: ['MK'],
        population: 264_000,
      })
      .returning({ id: cities.id })
      .get().id,
  };
  const ids: Record<string, number> = {};
  let reviewDay = 0;
  for (const fixture of FIXTURE_SPECIALISTS) {
    const { id } = db
      .insert(specialists)
      .values({
        slug: fixture.slug,
        name: fixture.name,
        cityId: cityIds[fixture.city],
        description: `${fixture.name} fits floors across ${fixture.city}.`,
        email: `hello@${fixture.slug}.example`,
        phone: '0161 496 0000',
        website: fixture.tier === 'featured' ? `https://${fixture.slug}.example` : null,
        postcode: 'M1 1AA',
        status: fixture.status,
        tier: fixture.tier,
      })
      .returning({ id: specialists.id })
      .get();
    ids[fixture.slug] = id;
    db.insert(specialistServices)
      .values(
        fixture.services.map((slug) => ({
          specialistId: id,
          serviceSlug: slug,
          label: SERVICE_NAMES[slug],
        })),
      )
      .run();
    for (const [rating, status] of fixture.reviews) {
      reviewDay += 1;
      db.insert(reviews)
        .values({
          specialistId: id,
          customerName: `Customer ${reviewDay}`,
          rating,
          text: `Review number ${reviewDay}: rated ${rating} out of 5.`,
          status,
          createdAt: new Date(FIRST_REVIEW_AT + reviewDay * DAY_MS),
        })
        .run();
    }
  }
  return { ids };
}
