import { existsSync } from 'node:fs';
import { JOB_BUDGET_RANGES, JOB_URGENCIES, SERVICE_SLUGS } from '@flo/contract';
import { openDatabase } from '../../db/client.ts';
import { seedDemoData } from '../demo.ts';
import { inventCustomerName } from '../names.ts';
import { createRandom, type Random } from '../prng.ts';
import {
  cityPicker,
  planScaleReviews,
  planScaleSpecialist,
  type ScaleCity,
  type ScaleSpecialist,
} from './plan.ts';

export interface ScaleOptions {
  /** The SQLite file to create; it must not exist yet. */
  out: string;
  /** Specialists in all, the demo directory's 600-odd included (default 50,000). */
  specialists?: number;
  /** Mean reviews per added specialist (default 7, so ~350k at 50,000). */
  reviewsPerSpecialist?: number;
  /** Enquiries per added specialist (default 1), each sent to one to three firms in a city. */
  enquiriesPerSpecialist?: number;
  /** Seed of the pseudo-random source: the same file for the same options. */
  seed?: number;
  now?: Date;
}

export interface ScaleResult {
  specialists: number;
  reviews: number;
  enquiries: number;
  milliseconds: number;
}

/** Rows written per transaction: big enough to be fast, small enough to keep memory flat. */
const BATCH = 2_000;
const DAY_MS = 86_400_000;

function statements(sqlite: ReturnType<typeof openDatabase>['$client']) {
  return {
    specialist: sqlite.prepare(`insert into specialists
      (id, slug, name, city_id, description, email, phone, postcode, status, tier, areas, created_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?)`),
    service: sqlite.prepare(
      'insert into specialist_services (specialist_id, service_slug, label) values (?, ?, ?)',
    ),
    review: sqlite.prepare(`insert into reviews
      (specialist_id, customer_name, rating, text, status, verified, created_at)
      values (?, ?, ?, ?, ?, ?, ?)`),
    enquiry: sqlite.prepare(`insert into enquiries
      (public_id, kind, status, flooring_type, location, customer_name, customer_email,
       customer_phone, budget_range, urgency, project_details, chatbot_source,
       selected_service_slug, created_at)
      values (?, 'chat', 'matched', ?, ?, ?, ?, '07700 900123', ?, ?, ?, 'scale', ?, ?)`),
    recipient: sqlite.prepare(
      'insert into enquiry_recipients (enquiry_id, specialist_id, created_at) values (?, ?, ?)',
    ),
  };
}

type Statements = ReturnType<typeof statements>;

/** Services go in before their specialist, so its full-text row is written once, complete. */
function writeSpecialist(st: Statements, s: ScaleSpecialist): void {
  for (const service of s.services) st.service.run(s.id, service.serviceSlug, service.label);
  st.specialist.run(
    s.id,
    s.slug,
    s.name,
    s.cityId,
    s.description,
    s.email,
    s.phone,
    s.postcode,
    s.status,
    s.tier,
    s.createdAt,
  );
}

function writeEnquiry(
  st: Statements,
  random: Random,
  city: ScaleCity,
  firms: number[],
  now: number,
) {
  const service = random.pick(SERVICE_SLUGS);
  const createdAt = now - random.int(0, 365 * DAY_MS);
  const customer = inventCustomerName(random);
  const id = st.enquiry.run(
    `enq_scale${random.int(0, 2 ** 31).toString(36)}${createdAt.toString(36)}`,
    service,
    city.name,
    customer,
    `customer${createdAt % 100_000}@example.com`,
    random.pick(JOB_BUDGET_RANGES),
    random.pick(JOB_URGENCIES),
    `New ${service} floor for a ${random.int(1, 5)}-bedroom home.`,
    service,
    createdAt,
  ).lastInsertRowid;
  for (const firm of random.sample(firms, random.int(1, 3))) st.recipient.run(id, firm, createdAt);
}

/**
 * Writes a national-size directory into a new SQLite file: the demo directory (so its logins
 * and pages still work), then invented specialists up to `specialists` spread over the cities
 * by population, their services, about `reviewsPerSpecialist` reviews each (published, pending
 * and rejected) and enquiries with recipients. Prepared statements in 2,000-row transactions
 * with the durability pragmas off while loading; 50,000 specialists take 10 to 40 s.
 *
 * @example
 * generateScaleDatabase({ out: '/tmp/flo-50k.db', specialists: 50_000 });
 */
export function generateScaleDatabase(options: ScaleOptions): ScaleResult {
  if (existsSync(options.out)) throw new Error(`${options.out} already exists`);
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const random = createRandom(options.seed ?? 50_000);
  const db = openDatabase(options.out);
  const sqlite = db.$client;
  try {
    seedDemoData(db, { now: new Date(now) });
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('foreign_keys = OFF');
    const cities = sqlite
      .prepare('select id, slug, name, postcode_areas as areas, population from cities')
      .all()
      .map((row) => {
        const { areas, ...city } = row as Omit<ScaleCity, 'postcodeAreas'> & { areas: string };
        return { ...city, postcodeAreas: JSON.parse(areas) as string[] };
      });
    const pickCity = cityPicker(random, cities);
    const usedSlugs = new Map<string, number>();
    for (const { slug } of sqlite.prepare('select slug from specialists').all() as {
      slug: string;
    }[]) {
      usedSlugs.set(slug, 1);
    }
    const firmsByCity = new Map<number, number[]>();
    const st = statements(sqlite);
    const first = (sqlite.prepare('select max(id) as id from specialists').get() as { id: number })
      .id;
    const target = options.specialists ?? 50_000;
    const meanReviews = options.reviewsPerSpecialist ?? 7;
    const enquiryRate = options.enquiriesPerSpecialist ?? 1;
    const writeBatch = sqlite.transaction((from: number, to: number) => {
      for (let id = from; id < to; id++) {
        const city = pickCity();
        const specialist = planScaleSpecialist(random, id, city, usedSlugs, now);
        writeSpecialist(st, specialist);
        const count = random.int(0, meanReviews * 2);
        for (const r of planScaleReviews(random, specialist, count, now)) {
          st.review.run(
            r.specialistId,
            r.customerName,
            r.rating,
            r.text,
            r.status,
            r.verified,
            r.createdAt,
          );
        }
        if (specialist.status !== 'active') continue;
        const firms = firmsByCity.get(city.id) ?? [];
        firms.push(id);
        firmsByCity.set(city.id, firms);
        // A random start in [0, 1) makes the mean number of enquiries exactly `enquiryRate`.
        for (let e = random.next(); e < enquiryRate; e++) {
          writeEnquiry(st, random, city, firms.slice(-30), now);
        }
      }
    });
    for (let from = first + 1; from <= target; from += BATCH) {
      writeBatch(from, Math.min(target + 1, from + BATCH));
    }
    sqlite.pragma('foreign_keys = ON');
    const broken = sqlite.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`${broken.length} rows break a foreign key`);
    const total = (n: string) =>
      (sqlite.prepare(`select count(*) as n from ${n}`).get() as { n: number }).n;
    return {
      specialists: total('specialists'),
      reviews: total('reviews'),
      enquiries: total('enquiries'),
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
  }
}
