import type { Review } from '@flo/chat-machine';
import { formatRelativeDate, truncateReview } from '@flo/contract/rules';
import { useId, useState } from 'react';

interface ReviewCardProps {
  review: Review;
  /** The moment relative dates count from; tests pin it. */
  now?: Date;
}

/** One review: stars, author, relative date, and text shortened past 120 characters. */
export function ReviewCard({ review, now }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { short, isTruncated } = truncateReview(review.reviewText);
  return (
    <article className="flo-card">
      <p className="flo-card-rating">
        <span role="img" aria-label={`Rated ${review.rating} out of 5`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
      </p>
      <p id={textId} className="flo-review-text">
        {expanded ? review.reviewText : short}
      </p>
      {isTruncated && (
        <button
          type="button"
          className="flo-link-button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'View more'}
        </button>
      )}
      <p className="flo-card-meta">
        {review.customerName} · {formatRelativeDate(review.createdAt, now)}
      </p>
    </article>
  );
}
