import { formatRating } from '@flo/contract/rules';
import './rating.css';

/**
 * A star, the average to one decimal (or 'New' without reviews) and, when given, the count.
 *
 * @example
 * <Rating average="4.66" count={12} /> // ★ 4.7 (12 reviews)
 */
export function Rating({ average, count }: { average: string | null; count?: number }) {
  const shown = formatRating(average);
  const label =
    shown === 'New'
      ? 'New, no reviews yet'
      : `Rated ${shown} out of 5${count === undefined ? '' : ` from ${count} ${count === 1 ? 'review' : 'reviews'}`}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__star" aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">{shown}</span>
      {count !== undefined && shown !== 'New' ? (
        <span className="rating__count" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}

/** Five stars for a single review's whole-number rating. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <span
          key={value}
          aria-hidden="true"
          className={value <= rating ? 'stars__star stars__star--on' : 'stars__star'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
