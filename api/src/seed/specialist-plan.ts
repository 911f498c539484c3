import { buildSpecialistSlug, citySlug, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract';
import type { specialists } from '../db/schema.ts';
import { type CitySeed, largestCities, UK_CITIES } from './cities.ts';
import { inventBusinessName } from './names.ts';
import type { Random } from './prng.ts';
import { SERVICE_LABELS } from './services.ts';

const DAY_MS = 86_400_000;

/** The seeded specialist that the demo business login demo@flo.local owns. */
export const DEMO_SPECIALIST = {
  name: 'Oakbridge Flooring Ltd',
  city: 'Manchester',
  slug: 'oakbridge-flooring-manchester',
};

/** Active specialists per service guaranteed in each of the largest cities. */
export const GUARANTEED_PER_SERVICE = 3;

export interface PlannedSpecialist {
  row: typeof specialists.$inferInsert & { id: number };
  services: { serviceSlug: ServiceSlug; label: string }[];
}

/** A made-up postcode inside one of the city's real postcode areas. */
function inventPostcode(random: Random, city: CitySeed): string {
  const area = random.pick(city.postcodeAreas);
  const maxDistrict = area === 'EC' ? 4 : area === 'WC' ? 2 : 9;
  const letters = 'ABDEFGHJLNPQRSTUWXYZ';
  const unit = `${random.pick([...letters])}${random.pick([...letters])}`;
  return `${area}${random.int(1, maxDistrict)} ${random.int(1, 9)}${unit}`;
}

/**
 * How far demo businesses say they travel, taken in turn by id rather than drawn, so adding it
 * left every other demo value as it was; some never said.
 */
const SERVICE_RADII = [15, 20, null, 25, 10, 30, 20, null] as const;

/** Phone numbers from Ofcom's ranges reserved for drama: 01632 960xxx and 07700 900xxx. */
function fictionalPhone(index: number): string {
  const serial = String(Math.floor(index / 2) % 1000).padStart(3, '0');
  return index % 2 === 0 ? `01632 960${serial}` : `07700 900${serial}`;
}

function describe(random: Random, name: string, city: CitySeed, labels: string[]): string {
  const opening = random.pick([
    `${name} is a family-run flooring business based in ${city.name}.`,
    `${name} has been fitting floors across ${city.name} and ${city.region} since ${random.int(1988, 2019)}.`,
    `Independent flooring specialists serving homes and businesses in ${city.name}.`,
  ]);
  const offered =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  const areas = city.postcodeAreas.length > 1 ? 'postcode areas' : 'postcode area';
  const offer = `We offer ${offered}, with free measuring and no-obligation quotes across the ${city.postcodeAreas.join(', ')} ${areas}.`;
  const promise = random.pick([
    'All our fitters are fully insured and every job carries a 12-month workmanship guarantee.',
    'We move furniture, take away old flooring and leave every room clean and ready to use.',
    'Visit our showroom to see samples, or book a home visit and we will bring them to you.',
    'Evening and weekend fitting is available for shops, offices and rental properties.',
  ]);
  return `${opening} ${offer} ${promise}`;
}

/**
 * Plans every demo specialist (rows with fixed ids plus their services) without touching the
 * database. In each of the largest cities the first specialists are active and rotate through
 * the six services, so each service has at least three active specialists there.
 */
export function planSpecialists(
  random: Random,
  now: Date,
  cityIdsBySlug: ReadonlyMap<string, number>,
): PlannedSpecialist[] {
  const largest = new Set(largestCities().map((c) => c.name));
  const usedSlugs = new Set<string>();
  const planned: PlannedSpecialist[] = [];
  for (const city of UK_CITIES) {
    const isLargest = largest.has(city.name);
    const count = isLargest ? random.int(30, 40) : random.int(8, 13);
    for (let k = 0; k < count; k++) {
      const guaranteed = isLargest && k < SERVICE_SLUGS.length * GUARANTEED_PER_SERVICE;
      const isDemo = city.name === DEMO_SPECIALIST.city && k === 0;
      const main = guaranteed
        ? (SERVICE_SLUGS[k % SERVICE_SLUGS.length] as ServiceSlug)
        : random.pick(SERVICE_SLUGS);
      const extraCount = random.weighted([
        [0, 2],
        [1, 3],
        [2, 3],
        [3, 2],
        [5, 1],
      ] as const);
      const offered = isDemo
        ? [...SERVICE_SLUGS]
        : [
            main,
            ...random.sample(
              SERVICE_SLUGS.filter((s) => s !== main),
              extraCount,
            ),
          ];
      const name = isDemo ? DEMO_SPECIALIST.name : inventBusinessName(random, main);
      const baseSlug = buildSpecialistSlug(name, citySlug(city.name));
      const cityId = cityIdsBySlug.get(citySlug(city.name));
      if (cityId === undefined) throw new Error(`City ${city.name} is not in the database`);
      let slug = baseSlug;
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${baseSlug}-${n}`;
      usedSlugs.add(slug);
      const serviceRows = offered.map((serviceSlug) => ({
        serviceSlug,
        label: random.pick(SERVICE_LABELS[serviceSlug]),
      }));
      const id = planned.length + 1;
      planned.push({
        row: {
          id,
          slug,
          name,
          cityId,
          description: describe(
            random,
            name,
            city,
            serviceRows.map((s) => s.label),
          ),
          email: `${slug}@example.co.uk`,
          phone: fictionalPhone(id),
          website: random.chance(0.75) ? `https://${slug}.example.co.uk` : null,
          postcode: inventPostcode(random, city),
          serviceRadiusMiles: isDemo ? 20 : (SERVICE_RADII[id % SERVICE_RADII.length] ?? null),
          status:
            guaranteed || isDemo
              ? 'active'
              : random.weighted([
                  ['active', 92],
                  ['pending', 5],
                  ['suspended', 3],
                ] as const),
          tier: isDemo
            ? 'featured'
            : random.weighted([
                ['featured', 10],
                ['standard', 30],
                ['free', 60],
              ] as const),
          createdAt: new Date(now.getTime() - random.int(1_100, 2_600) * DAY_MS),
        },
        services: serviceRows,
      });
    }
  }
  return planned;
}
