import type { AdminReview } from '@flo/contract';
import { Link } from 'react-router';
import { Stars } from '../../components/Rating.tsx';
import { formatDateTime } from '../../content/dates.ts';
import { DecisionForm } from '../../signed-in/index.ts';
import { refreshAdminData } from '../moderation-queries.ts';

/**
 * Publish a review, or reject it with the reason kept on record
 * (`POST /api/admin/reviews/{id}/decision`). Either way the lists and counts are refreshed.
 */
function ReviewDecision({ review }: { review: AdminReview }) {
  return (
    <DecisionForm
      path={`/api/admin/reviews/${review.id}/decision`}
      approve={
        review.status === 'published'
          ? null
          : {
              action: 'publish',
              label: 'Publish',
              pendingLabel: 'Publishing…',
              done: { title: `Review by ${review.customerName} published` },
              failureToast: 'Review not published',
            }
      }
      reject={
        review.status === 'rejected'
          ? null
          : {
              idPrefix: `review-${review.id}`,
              hint: 'Kept on record; the review leaves the profile and its rating.',
              maxLength: 500,
              done: { title: `Review by ${review.customerName} rejected` },
              failureTitle: 'Review not rejected',
            }
      }
      onDecided={refreshAdminData}
    />
  );
}

/** One review of the queue: its selection box for bulk decisions, what it says, its decision. */
export function ReviewItem({
  review,
  selected,
  onSelect,
}: {
  review: AdminReview;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
}) {
  const selectId = `review-select-${review.id}`;
  return (
    <article
      className="card admin-item"
      aria-label={`Review by ${review.customerName} of ${review.specialist.name}`}
      data-review-id={review.id}
    >
      <div className="admin-item__select">
        <input
          id={selectId}
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(review.id, event.currentTarget.checked)}
        />
        <label htmlFor={selectId}>{`Select the review by ${review.customerName}`}</label>
      </div>
      <h2 className="admin-item__title">
        <Stars rating={review.rating} /> {review.customerName}
        {review.verified ? <span className="chip admin-badge">Verified</span> : null}
      </h2>
      <p className="muted">
        {'For '}
        <Link to={`/specialist/${review.specialist.slug}`}>{review.specialist.name}</Link>
        {` · sent ${formatDateTime(review.createdAt)}`}
        {review.verified ? ' · left through a link sent for a real enquiry' : ' · no link'}
      </p>
      <p className="admin-item__text">{review.reviewText}</p>
      {review.rejectionReason ? (
        <p>
          <strong>Rejected:</strong> {review.rejectionReason}
        </p>
      ) : null}
      <ReviewDecision review={review} />
    </article>
  );
}
