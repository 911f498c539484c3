import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { cities, services, specialistServices, specialists } from '../db/schema.ts';

/** The editable listing of a specialist and its city, by id. */
export function findListing(db: DbExecutor, specialistId: number) {
  return db
    .select({
      name: specialists.name,
      slug: specialists.slug,
      city: cities.name,
      description: specialists.description,
      email: specialists.email,
      phone: specialists.phone,
      website: specialists.website,
      areas: specialists.areas,
      serviceRadiusMiles: specialists.serviceRadiusMiles,
    })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(eq(specialists.id, specialistId))
    .get();
}

/** The services a specialist offers and their shown wording, in the order they were recorded. */
export function offeredServicesOf(db: Db, specialistId: number) {
  return db
    .select({ slug: specialistServices.serviceSlug, label: specialistServices.label })
    .from(specialistServices)
    .where(eq(specialistServices.specialistId, specialistId))
    .orderBy(sql`${specialistServices}.rowid`)
    .all();
}

/** Every service a listing may offer (the chat's catch-all 'other' is not one), by name. */
export function listingServiceChoices(db: Db) {
  return db
    .select({ slug: services.slug, name: services.name })
    .from(services)
    .where(ne(services.slug, 'other'))
    .orderBy(asc(services.name))
    .all();
}

/** Names of the services among `slugs` that exist, keyed by slug. */
export function serviceNamesOf(db: DbExecutor, slugs: string[]): Map<string, string> {
  if (slugs.length === 0) return new Map();
  const rows = db
    .select({ slug: services.slug, name: services.name })
    .from(services)
    .where(inArray(services.slug, slugs))
    .all();
  return new Map(rows.filter((row) => row.slug !== 'other').map((row) => [row.slug, row.name]));
}

export interface ListingChanges {
  description?: string;
  email?: string;
  phone?: string;
  website?: string | null;
  areas?: string[];
  serviceRadiusMiles?: number | null;
  /** Replaces the offered services: slug and the label shown as servicesOffered. */
  services?: { slug: string; label: string }[];
}

/** Writes the changed fields of a listing in one transaction. */
export function updateListing(db: DbExecutor, specialistId: number, changes: ListingChanges): void {
  const { services: offered, ...columns } = changes;
  db.transaction((tx) => {
    if (Object.keys(columns).length > 0) {
      tx.update(specialists).set(columns).where(eq(specialists.id, specialistId)).run();
    }
    if (offered) {
      tx.delete(specialistServices).where(eq(specialistServices.specialistId, specialistId)).run();
      tx.insert(specialistServices)
        .values(offered.map((s) => ({ specialistId, serviceSlug: s.slug, label: s.label })))
        .run();
    }
  });
}
