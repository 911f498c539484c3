import { citySlug } from '@flo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { businesses, cities, reviews, specialistServices, specialists } from '../db/schema.ts';
import { UK_CITIES } from './cities.ts';
import { createRandom } from './prng.ts';
import { seedReferenceData } from './reference.ts';
import { planReviews } from './review-plan.ts';
import { seedSiteContent } from './site-content.ts';
import { DEMO_SPECIALIST, planSpecialists } from './specialist-plan.ts';

/**
 * The demo business login (docs/configuration.md#sign-ins-at-start); its password is set at
 * start (see logins.ts).
 */
export const DEMO_BUSINESS_EMAIL = 'demo@flo.local';

/** Fixed seed of the demo data: the same database content on every run. */
const DEMO_SEED = 20_261_122;
const CHUNK = 250;

export interface SeedResult {
  /** False when the database already had specialists and was left alone. */
  seeded: boolean;
  specialists: number;
  reviews: number;
}

function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => void): void {
  for (let i = 0; i < rows.length; i += CHUNK) insert(rows.slice(i, i + CHUNK));
}

/**
 * Fills an EMPTY database with the demo directory: reference data (services, UK cities, chat
 * settings), 600+ fictional specialists with their services, 4,000+ reviews and the demo
 * business demo@flo.local (without a password; `ensureDemoBusinessLogin` sets it). One
 * transaction, deterministic for a given `now`; a database that already has specialists is
 * left untouched.
 *
 * @example
 * const t = createTestApp();
 * seedDemoData(t.db, { now: new Date('2026-11-22T00:00:00Z') });
 */
export function seedDemoData(db: Db, options: { now?: Date } = {}): SeedResult {
  const now = options.now ?? new Date();
  seedReferenceData(db);
  return db.transaction((tx) => {
    const existing = tx.select({ n: sql<number>`count(*)` }).from(specialists).get()?.n ?? 0;
    if (existing > 0) return { seeded: false, specialists: existing, reviews: 0 };

    // Reference seeding adds cities only to an empty table; demo data needs every one of them.
    tx.insert(cities)
      .values(UK_CITIES.map((c) => ({ ...c, slug: citySlug(c.name) })))
      .onConflictDoNothing()
      .run();
    const random = createRandom(DEMO_SEED);
    const cityIds = new Map(
      tx
        .select({ id: cities.id, slug: cities.slug })
        .from(cities)
        .all()
        .map((c) => [c.slug, c.id]),
    );
    const planned = planSpecialists(random, now, cityIds);
    const plannedReviews = planReviews(random, now, planned);

    insertInChunks(planned, (chunk) => {
      tx.insert(specialists)
        .values(chunk.map((p) => p.row))
        .run();
    });
    const serviceRows = planned.flatMap((p) =>
      p.services.map((s) => ({ specialistId: p.row.id, ...s })),
    );
    insertInChunks(serviceRows, (chunk) => {
      tx.insert(specialistServices).values(chunk).run();
    });
    insertInChunks(plannedReviews, (chunk) => {
      tx.insert(reviews).values(chunk).run();
    });

    const demo = planned.find((p) => p.row.slug === DEMO_SPECIALIST.slug);
    if (!demo) throw new Error(`Demo specialist ${DEMO_SPECIALIST.slug} missing from the plan`);
    const business = tx
      .insert(businesses)
      .values({
        email: DEMO_BUSINESS_EMAIL,
        name: demo.row.name,
        specialistId: demo.row.id,
        createdAt: now,
      })
      .returning({ id: businesses.id })
      .get();
    tx.update(specialists)
      .set({ claimedByBusinessId: business.id })
      .where(eq(specialists.id, demo.row.id))
      .run();

    seedSiteContent(tx, { now });
    return { seeded: true, specialists: planned.length, reviews: plannedReviews.length };
  });
}
