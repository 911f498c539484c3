import type { Specialist } from '@flo/contract';
import { Link } from 'react-router';
import { FeaturedBadge } from './FeaturedBadge.tsx';
import { Rating } from './Rating.tsx';
import './specialist-card.css';

/**
 * A specialist in a list: name (linking to the profile), the Featured badge of the Featured
 * plan, city, rating and services.
 *
 * @example
 * <SpecialistCard specialist={result} />
 */
export function SpecialistCard({ specialist }: { specialist: Specialist }) {
  return (
    <article className="specialist-card card">
      <div className="specialist-card__head">
        <h3 className="specialist-card__name">
          <Link to={`/specialist/${specialist.slug}`}>{specialist.name}</Link>
        </h3>
        {specialist.featured ? <FeaturedBadge /> : null}
        <Rating average={specialist.averageRating} count={specialist.reviewCount} />
      </div>
      <p className="specialist-card__city muted">{specialist.city}</p>
      {specialist.servicesOffered.length > 0 ? (
        <ul className="specialist-card__services" aria-label="Services">
          {specialist.servicesOffered.map((service) => (
            <li key={service} className="chip">
              {service}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
