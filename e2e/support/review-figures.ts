import type { StarCounts } from '@flo/contract';
import { withDatabase } from './database.ts';

/** A specialist's published reviews as every surface must show them, read from the database. */
export interface ReviewFigures {
  total: number;
  averageRating: string;
  stars: StarCounts;
  /** Ratings of the published reviews, newest first (ties: the later id first). */
  newestRatings: number[];
}

/**
 * The figures Flo's reviews step should give for `slug`, counted from the reviews themselves,
 * so a test compares the chat with the data rather than with the API's own totals.
 *
 * @example
 * const figures = reviewFigures('oakbridge-flooring-manchester');
 */
export function reviewFigures(slug: string): ReviewFigures {
  return withDatabase(true, (db) => {
    const ratings = db
      .prepare(
        `select r.rating from reviews r join specialists s on s.id = r.specialist_id
          where s.slug = ? and r.status = 'published' order by r.created_at desc, r.id desc`,
      )
      .pluck()
      .all(slug) as number[];
    if (ratings.length === 0) throw new Error(`The demo seed has no reviews of ${slug}`);
    const count = (stars: number) => ratings.filter((rating) => rating === stars).length;
    const sum = ratings.reduce((a, b) => a + b, 0);
    return {
      total: ratings.length,
      averageRating: (Math.round((sum * 10) / ratings.length) / 10).toFixed(1),
      stars: { '1': count(1), '2': count(2), '3': count(3), '4': count(4), '5': count(5) },
      newestRatings: ratings,
    };
  });
}
