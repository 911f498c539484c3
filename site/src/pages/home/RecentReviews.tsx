import type { RecentReview } from '@flo/contract';
import { Link } from 'react-router';
import { Stars } from '../../components/Rating.tsx';
import { RelativeDate } from '../../components/RelativeDate.tsx';
import { ReviewText } from '../../components/ReviewText.tsx';

/** The newest published reviews, each with its specialist. */
export function RecentReviews({ reviews }: { reviews: RecentReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="home-reviews-title">
      <div className="container">
        <h2 id="home-reviews-title" className="section__title">
          What customers say
        </h2>
        <p className="section__lead">The latest reviews of specialists on Flo.</p>
        <ul className="review-grid card-grid">
          {reviews.map((review) => (
            <li key={review.id} className="review-card card">
              <div className="review-card__head">
                <Stars rating={review.rating} />
                <span className="muted review-card__date">
                  <RelativeDate date={review.createdAt} />
                </span>
              </div>
              <ReviewText text={review.reviewText} />
              <p className="review-card__by">
                <strong>{review.customerName}</strong>
                {review.verified ? <span className="chip">Verified</span> : null}
                <span className="muted">
                  {' '}
                  about{' '}
                  <Link to={`/specialist/${review.specialistSlug}`}>{review.specialistName}</Link>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
