import type { AdminReview } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Stars } from '../../components/Rating.tsx';
import { formatDateTime } from '../../content/dates.ts';
import { DecisionForm } from '../../signed-in/index.ts';
import {
  adminReviewsQuery,
  pageFrom,
  type ReviewStatus,
  refreshAdminData,
  statusFrom,
} from '../moderation-queries.ts';
import { QueuePages, StatusFilter } from '../QueuePages.tsx';

const STATUSES: readonly (readonly [ReviewStatus, string])[] = [
  ['pending', 'Pending'],
  ['published', 'Published'],
  ['rejected', 'Rejected'],
];

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

function ReviewItem({ review }: { review: AdminReview }) {
  return (
    <article
      className="card admin-item"
      aria-label={`Review by ${review.customerName} of ${review.specialist.name}`}
      data-review-id={review.id}
    >
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

/** The moderation queue: pending first (oldest first), or the published or rejected reviews. */
export function ReviewQueue() {
  const [params] = useSearchParams();
  const status = statusFrom(
    params,
    STATUSES.map(([s]) => s),
  );
  const page = pageFrom(params);
  const reviews = useQuery(adminReviewsQuery(status, page));
  return (
    <>
      <StatusFilter
        label="Reviews by status"
        current={status}
        options={STATUSES}
        hrefOf={(s) => `/admin/reviews?status=${s}`}
      />
      {reviews.isPending ? <p role="status">Loading reviews…</p> : null}
      {reviews.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the reviews. '}
          <button type="button" className="link-button" onClick={() => reviews.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {reviews.data?.items.length === 0 ? <p>No {status} reviews.</p> : null}
      {reviews.data && reviews.data.items.length > 0 ? (
        <ol className="admin-list">
          {reviews.data.items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      ) : null}
      <QueuePages
        label="Review pages"
        page={page}
        hasMore={reviews.data?.hasMore ?? false}
        hrefOf={(p) => `/admin/reviews?status=${status}&page=${p}`}
      />
    </>
  );
}
