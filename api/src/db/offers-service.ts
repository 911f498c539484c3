import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { EngineScope } from './engine/index.ts';

/**
 * The condition that the `specialists` row at hand offers the service `slug` (a value, or a
 * placeholder of a prepared query): an EXISTS on `specialist_services` by its primary key, on
 * the engine's tables.
 *
 * @example
 * db.select().from(specialists).where(and(eq(specialists.cityId, 3), offersService(on, 'carpet')));
 */
export function offersService(
  on: Pick<EngineScope, 'db' | 'tables'>,
  slug: string | Placeholder,
): SQL {
  const { specialistServices, specialists } = on.tables;
  return exists(
    on.db
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
