import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from './client.ts';
import { specialistServices, specialists } from './schema.ts';

/**
 * The condition that the `specialists` row at hand offers the service `slug` (a value, or a
 * placeholder of a prepared query): an EXISTS on `specialist_services` by its primary key.
 *
 * @example
 * db.select().from(specialists).where(and(eq(specialists.cityId, 3), offersService(db, 'carpet')));
 */
export function offersService(db: DbExecutor, slug: string | Placeholder): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(specialistServices)
      .where(
        and(
          eq(specialistServices.specialistId, specialists.id),
          eq(specialistServices.serviceSlug, slug),
        ),
      ),
  );
}
