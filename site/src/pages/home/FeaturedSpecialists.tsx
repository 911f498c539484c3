import type { Specialist } from '@flo/contract';
import { Link } from 'react-router';
import { SpecialistCard } from '../../components/SpecialistCard.tsx';
import { HOME_FEATURED_COUNT } from './queries.ts';

/** The Featured plan's place on the home page; nothing at all while no one is on that plan. */
export function FeaturedSpecialists({ specialists }: { specialists: Specialist[] }) {
  if (specialists.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-featured-title">
      <div className="container">
        <h2 id="home-featured-title" className="section__title">
          Featured specialists
        </h2>
        <ul className="card-grid">
          {specialists.slice(0, HOME_FEATURED_COUNT).map((specialist) => (
            <li key={specialist.id}>
              <SpecialistCard specialist={specialist} />
            </li>
          ))}
        </ul>
        <p>
          <Link to="/featured">See all featured specialists</Link>
        </p>
      </div>
    </section>
  );
}
