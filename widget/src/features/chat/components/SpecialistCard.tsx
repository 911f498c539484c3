import type { Specialist } from '@flo/chat-machine';
import type { ResponseFigures } from '@flo/contract';
import { formatRating, formatResponseTime } from '@flo/contract/rules';

interface SpecialistCardProps {
  /** The firms an enquiry is about to go to also carry their published response figures. */
  specialist: Specialist & { responseFigures?: ResponseFigures | null };
  /** Origin of the Flo site, where profiles live (the API origin). */
  siteOrigin: string;
}

/** What Flo measured of a firm's answers, when it publishes figures (5 leads or more). */
function responseLine(figures: ResponseFigures | null | undefined): string | null {
  if (!figures) return null;
  const rate = `${figures.responseRate}% of enquiries`;
  return figures.medianFirstResponseMinutes === null
    ? `Answers ${rate}`
    : `Typically replies in ${formatResponseTime(figures.medianFirstResponseMinutes)}; answers ${rate}`;
}

/**
 * One matched specialist: name linking to the profile, city, services, rating and reviews, and
 * its response time when Flo has measured one.
 */
export function SpecialistCard({ specialist, siteOrigin }: SpecialistCardProps) {
  const rating = formatRating(specialist.averageRating);
  const reviews = `${specialist.reviewCount} review${specialist.reviewCount === 1 ? '' : 's'}`;
  const response = responseLine(specialist.responseFigures);
  return (
    <article className="flo-card">
      <h3 className="flo-card-title">
        <a href={`${siteOrigin}/specialist/${encodeURIComponent(specialist.slug)}`}>
          {specialist.name}
        </a>
      </h3>
      <p className="flo-card-meta">{specialist.city}</p>
      {specialist.servicesOffered.length > 0 && (
        <p className="flo-card-meta">{specialist.servicesOffered.join(', ')}</p>
      )}
      <p className="flo-card-rating">
        <span>{rating === 'New' ? 'New' : `★ ${rating}`}</span> · <span>{reviews}</span>
      </p>
      {response && <p className="flo-card-meta">{response}</p>}
    </article>
  );
}
