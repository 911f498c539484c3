import { DEMO_SPECIALIST } from '@flo/api/testing';
import { withDatabase } from './database.ts';

/** examples/plain-html/variants.html: a sheet, an embedded specialist chat and a standalone one. */
export const VARIANTS_PATH = '/variants.html';

/** The `data-specialist` of the page's embedded chat: the demo seed's fixed specialist. */
export const EMBEDDED_SPECIALIST_SLUG = DEMO_SPECIALIST.slug;

/**
 * The name the API stores for a specialist slug, as Flo greets the visitor with it.
 *
 * @example
 * copy.specialistGreeting(specialistName(EMBEDDED_SPECIALIST_SLUG));
 */
export function specialistName(slug: string): string {
  return withDatabase(true, (db) => {
    const row = db.prepare('select name from specialists where slug = ?').get(slug) as
      | { name: string }
      | undefined;
    if (!row) throw new Error(`The demo seed has no specialist ${slug}`);
    return row.name;
  });
}
