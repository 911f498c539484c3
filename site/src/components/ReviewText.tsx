import { truncateReview } from '@flo/contract/rules';
import { useState } from 'react';

/**
 * Review text over 120 characters shortened, with a View more / Show less toggle
 * (docs/product/validation.md#review-text).
 */
export function ReviewText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const { short, isTruncated } = truncateReview(text);
  return (
    <>
      <p className="review-text">{expanded || !isTruncated ? text : short}</p>
      {isTruncated ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'View more'}
        </button>
      ) : null}
    </>
  );
}
