import type { Specialist } from '@flo/chat-machine';
import { formatRating } from '@flo/contract/rules';

interface SpecialistCardProps {
  specialist: Specialist;
  /** Origin of the Flo site, where profiles live (the API origin). */
  siteOrigin: string;
}

/** One matched specialist: name linking to the profile, city, services, rating and reviews. */
export function SpecialistCard({ specialist, siteOrigin }: SpecialistCardProps) {
  const rating = formatRating(specialist.averageRating);
  const reviews = `${specialist.reviewCount} review${specialist.reviewCount === 1 ? '' : 's'}`;
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
    </article>
  );
}
