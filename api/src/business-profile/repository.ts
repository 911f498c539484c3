import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';

/** The editable listing of a specialist, as its business sees it. */
export interface Listing {
  name: string;
  slug: string;
  city: string;
  description: string;
  email: string;
  phone: string;
  website: string | null;
  areas: string[];
  serviceRadiusMiles: number | null;
}

/** The editable listing of a specialist and its city, by id. */
export function* findListing(on: EngineScope, specialistId: number): Steps<Listing | undefined> {
  const { cities, specialists } = on.tables;
  return yield* row(
    on.db
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
      .where(eq(specialists.id, specialistId)),
  );
}

/**
 * The services a specialist offers and their shown wording, in the order they were recorded
 * (the rowid: SQLite's own, a real column on PostgreSQL, ADR 047).
 */
export function* offeredServicesOf(
  on: EngineScope,
  specialistId: number,
): Steps<{ slug: string; label: string }[]> {
  const { specialistServices } = on.tables;
  return yield* rows(
    on.db
      .select({ slug: specialistServices.serviceSlug, label: specialistServices.label })
      .from(specialistServices)
      .where(eq(specialistServices.specialistId, specialistId))
      .orderBy(sql`${specialistServices}.rowid`),
  );
}

/** Every service a listing may offer (the chat's catch-all 'other' is not one), by name. */
export function* listingServiceChoices(on: EngineScope): Steps<{ slug: string; name: string }[]> {
  const { services } = on.tables;
  return yield* rows(
    on.db
      .select({ slug: services.slug, name: services.name })
      .from(services)
      .where(ne(services.slug, 'other'))
      .orderBy(asc(services.name)),
  );
}

/** Names of the services among `slugs` that exist, keyed by slug. */
export function* serviceNamesOf(on: EngineScope, slugs: string[]): Steps<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const { services } = on.tables;
  const found = yield* rows(
    on.db
      .select({ slug: services.slug, name: services.name })
      .from(services)
      .where(inArray(services.slug, slugs)),
  );
  return new Map(found.filter((s) => s.slug !== 'other').map((s) => [s.slug, s.name]));
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

/** Writes the changed fields of a listing; run it in a transaction, which makes it one change. */
export function* updateListing(
  on: EngineScope,
  specialistId: number,
  listingChanges: ListingChanges,
): Steps<void> {
  const { specialists, specialistServices } = on.tables;
  const { services: offered, ...columns } = listingChanges;
  if (Object.keys(columns).length > 0) {
    yield* changes(on.db.update(specialists).set(columns).where(eq(specialists.id, specialistId)));
  }
  if (offered) {
    yield* changes(
      on.db.delete(specialistServices).where(eq(specialistServices.specialistId, specialistId)),
    );
    yield* changes(
      on.db
        .insert(specialistServices)
        .values(offered.map((s) => ({ specialistId, serviceSlug: s.slug, label: s.label }))),
    );
  }
}
