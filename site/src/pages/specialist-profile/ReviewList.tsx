import type { ProfileReviewsPage } from '@flo/contract';
import { Link } from 'react-router';
import { Stars } from '../../components/Rating.tsx';
import { RelativeDate } from '../../components/RelativeDate.tsx';
import { ReviewText } from '../../components/ReviewText.tsx';

/** Previous / next links between pages of reviews; each a shareable URL of the profile. */
function ReviewPagination({
  basePath,
  page,
  pages,
}: {
  basePath: string;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const linkTo = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  return (
    <nav className="review-pagination" aria-label="Review pages">
      {page > 1 ? (
        <Link
          className="button button--secondary"
          to={linkTo(Math.min(page - 1, pages))}
          rel="prev"
        >
          Newer reviews
        </Link>
      ) : null}
      <span className="review-pagination__position">{`Page ${Math.min(page, pages)} of ${pages}`}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={linkTo(page + 1)} rel="next">
          Older reviews
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Published reviews, newest first whatever their rating (the API's one rule): stars, name, the 'Verified' badge for reviews left through
 * a review link, a relative date, the text (shortened past 120 characters) and the business's
 * reply.
 *
 * @example
 * <ReviewList page={reviewsPage} specialistName="Oak Floors" basePath="/specialist/oak-floors-leeds" />
 */
export function ReviewList({
  page,
  specialistName,
  basePath,
}: {
  /** A page of reviews; the breakdown beside them is RatingBreakdown's. */
  page: Pick<ProfileReviewsPage, 'reviews' | 'total' | 'page' | 'pageSize'>;
  specialistName: string;
  basePath: string;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) {
    return (
      <p className="muted">
        No reviews yet. Had work done by {specialistName}? Be the first to review them.
      </p>
    );
  }
  if (page.reviews.length === 0) {
    return (
      <p>
        This page is past the last review. <Link to={basePath}>Back to the newest reviews</Link>
      </p>
    );
  }
  return (
    <>
      <ol className="review-list">
        {page.reviews.map((review) => (
          <li key={review.id}>
            <article className="review card" aria-label={`Review by ${review.customerName}`}>
              <header className="review__head">
                <Stars rating={review.rating} />
                <span className="review__author">{review.customerName}</span>
                {review.verified ? <span className="review__verified">Verified</span> : null}
                <span className="review__date muted">
                  <RelativeDate date={review.createdAt} />
                </span>
              </header>
              <ReviewText text={review.reviewText} />
              {review.businessReply ? (
                <div className="review__reply">
                  <p className="review__reply-title">
                    Reply from {specialistName}
                    {review.businessRepliedAt ? (
                      <>
                        {' · '}
                        <RelativeDate date={review.businessRepliedAt} />
                      </>
                    ) : null}
                  </p>
                  <p className="review__reply-text">{review.businessReply}</p>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
      <ReviewPagination basePath={basePath} page={page.page} pages={pages} />
    </>
  );
}
