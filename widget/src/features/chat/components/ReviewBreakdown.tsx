import type { ReviewBreakdown as Breakdown } from '@flo/chat-machine';

interface ReviewBreakdownProps {
  breakdown: Breakdown;
  totalCount: number;
  /** Origin of the Flo site, where the review policy lives (the API origin). */
  siteOrigin: string;
}

const RATINGS = [5, 4, 3, 2, 1] as const;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The average and how many reviews gave each rating, written out as text so every reader gets
 * the whole picture before the newest reviews, and a link to how reviews are handled.
 */
export function ReviewBreakdown({ breakdown, totalCount, siteOrigin }: ReviewBreakdownProps) {
  return (
    <section className="flo-card" aria-label="Ratings breakdown">
      <p className="flo-card-title">
        {`Rated ${breakdown.averageRating ?? 'New'} out of 5 from ${plural(totalCount, 'review')}`}
      </p>
      <ul className="flo-breakdown">
        {RATINGS.map((stars) => (
          <li key={stars}>{`${plural(stars, 'star')}: ${breakdown.stars[stars]}`}</li>
        ))}
      </ul>
      <a className="flo-card-meta" href={`${siteOrigin}/review-policy`}>
        How we collect and show reviews
      </a>
    </section>
  );
}
