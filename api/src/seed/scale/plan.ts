import { buildSpecialistSlug, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract';
import { inventBusinessName, inventCustomerName } from '../names.ts';
import type { Random } from '../prng.ts';
import { composeReviewText } from '../review-text.ts';
import { SERVICE_LABELS } from '../services.ts';

const DAY_MS = 86_400_000;

/** A city the scale data spreads specialists over, weighted by population. */
export interface ScaleCity {
  id: number;
  slug: string;
  name: string;
  postcodeAreas: string[];
  population: number;
}

/** One specialist row in the column order of the scale insert statement. */
export interface ScaleSpecialist {
  id: number;
  slug: string;
  name: string;
  cityId: number;
  description: string;
  email: string;
  phone: string;
  postcode: string;
  status: 'active' | 'pending' | 'suspended';
  tier: 'free' | 'standard' | 'featured';
  createdAt: number;
  services: { serviceSlug: ServiceSlug; label: string }[];
}

/** One review row in the column order of the scale insert statement. */
export interface ScaleReview {
  specialistId: number;
  customerName: string;
  rating: number;
  text: string;
  status: 'published' | 'pending' | 'rejected';
  verified: number;
  createdAt: number;
}

/**
 * Picks cities by population, so London gets far more specialists than Inverness, as a real
 * national directory would.
 */
export function cityPicker(random: Random, cities: ScaleCity[]): () => ScaleCity {
  const total = cities.reduce((sum, city) => sum + city.population, 0);
  return () => {
    let roll = random.next() * total;
    for (const city of cities) {
      roll -= city.population;
      if (roll < 0) return city;
    }
    return cities[cities.length - 1] as ScaleCity;
  };
}

/**
 * One invented specialist with `id`, a slug kept unique through `usedSlugs` (every slug taken,
 * with the last suffix tried for each base), one to four
 * services and a mostly-active status.
 */
export function planScaleSpecialist(
  random: Random,
  id: number,
  city: ScaleCity,
  usedSlugs: Map<string, number>,
  now: number,
): ScaleSpecialist {
  const main = random.pick(SERVICE_SLUGS);
  const extras = random.sample(
    SERVICE_SLUGS.filter((s) => s !== main),
    random.int(0, 3),
  );
  const services = [main, ...extras].map((serviceSlug) => ({
    serviceSlug,
    label: random.pick(SERVICE_LABELS[serviceSlug]),
  }));
  const name = inventBusinessName(random, main);
  const base = buildSpecialistSlug(name, city.slug);
  let slug = base;
  for (let n = (usedSlugs.get(base) ?? 0) + 1; usedSlugs.has(slug); n++) {
    slug = `${base}-${n}`;
    usedSlugs.set(base, n);
  }
  usedSlugs.set(slug, 1);
  const area = random.pick(city.postcodeAreas);
  const offered = services.map((s) => s.label).join(', ');
  return {
    id,
    slug,
    name,
    cityId: city.id,
    description: `${name} fits floors across ${city.name}. We offer ${offered}, with free measuring and no-obligation quotes across the ${area} postcode area.`,
    email: `${slug}@example.co.uk`,
    phone: `07700 900${String(id % 1000).padStart(3, '0')}`,
    postcode: `${area}${random.int(1, 9)} ${random.int(1, 9)}AB`,
    status: random.weighted([
      ['active', 92],
      ['pending', 5],
      ['suspended', 3],
    ] as const),
    tier: random.weighted([
      ['featured', 5],
      ['standard', 25],
      ['free', 70],
    ] as const),
    createdAt: now - random.int(30, 2_600) * DAY_MS,
    services,
  };
}

/**
 * The reviews of one specialist: `count` of them, ratings skewed positive, mostly published
 * with some pending and rejected, over the last three years.
 */
export function planScaleReviews(
  random: Random,
  specialist: ScaleSpecialist,
  count: number,
  now: number,
): ScaleReview[] {
  const reviews: ScaleReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = random.weighted([
      [5, 48],
      [4, 27],
      [3, 11],
      [2, 7],
      [1, 7],
    ] as const);
    reviews.push({
      specialistId: specialist.id,
      customerName: inventCustomerName(random),
      rating,
      text: composeReviewText(random, rating, random.pick(specialist.services).serviceSlug),
      status: random.weighted([
        ['published', 86],
        ['pending', 9],
        ['rejected', 5],
      ] as const),
      verified: random.chance(0.6) ? 1 : 0,
      createdAt: now - random.int(0, 3 * 365 * DAY_MS),
    });
  }
  return reviews;
}
