import { withDatabase } from './database.ts';

/*
 * What the home page's server HTML must show, read from the API's database: the city with the
 * most active specialists (first under 'Popular locations') and the newest published review
 * (first under 'What customers say').
 */

/**
 * The city with the most active specialists (ties by name), as the home page orders them.
 *
 * @example
 * const city = busiestCity(); // { slug: 'london', name: 'London' }
 */
export function busiestCity(): { slug: string; name: string } {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select c.slug, c.name from cities c
           left join specialists s on s.city_id = c.id and s.status = 'active'
          group by c.id order by count(s.id) desc, c.name collate nocase limit 1`,
      )
      .get() as { slug: string; name: string } | undefined;
    if (!row) throw new Error('The demo seed has no cities');
    return row;
  });
}

/**
 * The newest published review with its specialist. Read before the page loads: a review other
 * tests publish meanwhile only pushes the last of the six shown off the page, never this one.
 *
 * @example
 * const { customerName, specialistSlug } = newestPublishedReview();
 */
export function newestPublishedReview(): {
  customerName: string;
  specialistSlug: string;
  specialistName: string;
} {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select r.customer_name as customerName, s.slug as specialistSlug, s.name as specialistName
           from reviews r join specialists s on s.id = r.specialist_id
          where r.status = 'published' and s.status = 'active'
          order by r.created_at desc, r.id desc limit 1`,
      )
      .get() as
      | { customerName: string; specialistSlug: string; specialistName: string }
      | undefined;
    if (!row) throw new Error('The demo seed has no published reviews');
    return row;
  });
}
