import type { BusinessReview } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Stars } from '../../components/Rating.tsx';
import { formatDateTime } from '../../content/dates.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { businessPageMeta } from '../meta.ts';
import { overviewQuery, pageFrom, REVIEWS_PAGE_SIZE, reviewsQuery } from '../queries.ts';
import { ReviewReplyForm } from './ReplyForm.tsx';

const STATUS_TEXT: Record<BusinessReview['status'], string> = {
  pending: 'Waiting for moderation',
  published: 'Published',
  rejected: 'Not published',
};

function ReviewCard({ review, canReply }: { review: BusinessReview; canReply: boolean }) {
  return (
    <article className="card business-enquiry" aria-label={`Review by ${review.customerName}`}>
      <h2 className="business-review__title">
        <Stars rating={review.rating} /> {review.customerName}
      </h2>
      <p className="muted">
        {`${STATUS_TEXT[review.status]}${review.verified ? ' · Verified' : ''} · ${formatDateTime(review.createdAt)}`}
      </p>
      <p className="business-enquiry__text">{review.reviewText}</p>
      {review.businessReply ? (
        <p className="business-review__reply">
          <strong>Your reply:</strong> {review.businessReply}
        </p>
      ) : null}
      {canReply ? <ReviewReplyForm review={review} /> : null}
    </article>
  );
}

function Reviews() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const reviews = useQuery(reviewsQuery(page));
  const overview = useQuery(overviewQuery);
  if (reviews.isPending || overview.isPending) return <p role="status">Loading your reviews…</p>;
  if (reviews.isError) return <LoadFailure what="your reviews" retry={() => reviews.refetch()} />;
  if (overview.isError) return <LoadFailure what="your plan" retry={() => overview.refetch()} />;
  const canReply = overview.data.features.reviewReplies;
  const pages = Math.max(1, Math.ceil(reviews.data.total / REVIEWS_PAGE_SIZE));
  return (
    <>
      {canReply ? null : (
        <p className="business-notice">
          Public replies to reviews come with the Standard and Featured plans.{' '}
          <Link to="/pricing">See the plans</Link>
        </p>
      )}
      {reviews.data.total === 0 ? (
        <p>No reviews yet. Ask a customer for one from an enquiry’s page.</p>
      ) : (
        <ol className="business-enquiries">
          {reviews.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} canReply={canReply} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="business-pagination" aria-label="Review pages">
          {page > 1 ? (
            <Link className="button button--secondary" to={`/dashboard/reviews?page=${page - 1}`}>
              Newer
            </Link>
          ) : null}
          <span className="muted">{`Page ${Math.min(page, pages)} of ${pages}`}</span>
          {page < pages ? (
            <Link className="button button--secondary" to={`/dashboard/reviews?page=${page + 1}`}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** /dashboard/reviews: every review of the listing, with the public reply where the plan allows. */
function ReviewsPage() {
  return <BusinessPage title="Your reviews">{() => <Reviews />}</BusinessPage>;
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Your reviews',
      '/dashboard/reviews',
      'The reviews of your Flo listing, and your public replies to them.',
    ),
  Component: ReviewsPage,
});
