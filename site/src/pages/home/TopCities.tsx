import type { Locations } from '@flo/contract';
import { Link } from 'react-router';
import { topCities } from './queries.ts';

/** The cities with the most specialists, each linking to its city page. */
export function TopCities({ locations }: { locations: Locations }) {
  return (
    <section className="section section--muted" aria-labelledby="home-cities-title">
      <div className="container">
        <h2 id="home-cities-title" className="section__title">
          Popular locations
        </h2>
        <p className="section__lead">Flooring specialists in towns and cities across the UK.</p>
        <ul className="city-links card-grid">
          {topCities(locations).map((city) => (
            <li key={city.slug}>
              <Link to={`/specialists/${city.slug}`} className="city-link">
                <span className="city-link__name">{city.name}</span>
                <span className="city-link__count">
                  {city.specialistCount} {city.specialistCount === 1 ? 'specialist' : 'specialists'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/locations">See all locations</Link>
        </p>
      </div>
    </section>
  );
}
