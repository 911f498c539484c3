import { Stars } from '../../components/Rating.tsx';

const RATINGS = [5, 4, 3, 2, 1] as const;
const LABELS: Record<number, string> = {
  5: '5 stars: excellent',
  4: '4 stars: good',
  3: '3 stars: average',
  2: '2 stars: poor',
  1: '1 star: very poor',
};

/**
 * The 1 to 5 star rating as a native radio group (arrow keys move between choices), each
 * choice labelled in words as well as stars.
 *
 * @example
 * <StarRatingField error={problem?.fields.rating} />
 */
export function StarRatingField({ error }: { error?: string | undefined }) {
  return (
    <fieldset
      className={error ? 'field field--invalid choice-group' : 'field choice-group'}
      aria-describedby={error ? 'review-rating-error' : undefined}
    >
      <legend className="field__label">Your rating</legend>
      {RATINGS.map((rating) => (
        <label key={rating} className="choice-group__option">
          <input type="radio" name="rating" value={rating} required />
          <span aria-hidden="true">
            <Stars rating={rating} />
          </span>
          <span>{LABELS[rating]}</span>
        </label>
      ))}
      {error ? (
        <p id="review-rating-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
