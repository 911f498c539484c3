import type { StarCounts } from '@flo/contract';
import { Link } from 'react-router';

const RATINGS = [5, 4, 3, 2, 1] as const;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The average and how many published reviews gave each rating, written out as text (the bars
 * are only for the eye), with the rule the list below follows and a link to the review policy.
 *
 * @example
 * <RatingBreakdown averageRating="3.3" total={16} stars={{ '1': 4, '2': 3, '3': 2, '4': 3, '5': 4 }} />
 */
export function RatingBreakdown({
  averageRating,
  total,
  stars,
}: {
  averageRating: string | null;
  total: number;
  stars: StarCounts;
}) {
  if (total === 0) return null;
  return (
    <div className="rating-breakdown card">
      <p className="rating-breakdown__average">
        {`Rated ${averageRating} out of 5 from ${plural(total, 'review')}`}
      </p>
      <ul className="rating-breakdown__rows" aria-label="Reviews by rating">
        {RATINGS.map((rating) => (
          <li key={rating} className="rating-breakdown__row">
            <span className="rating-breakdown__label">{`${plural(rating, 'star')}: ${stars[rating]}`}</span>
            <meter aria-hidden="true" min={0} max={total} value={stars[rating]} />
          </li>
        ))}
      </ul>
      <p className="muted">
        Every published review counts and is shown newest first, whatever its rating.{' '}
        <Link to="/review-policy">How we handle reviews</Link>
      </p>
    </div>
  );
}
