import type { Locations } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { apiQuery } from '../../data/query-client.ts';
import './locations.css';

export const locationsQuery = apiQuery<Locations>('/api/locations');

export const LOCATIONS_BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Locations', path: '/locations' },
];

const countLabel = (count: number) => (count === 1 ? '1 specialist' : `${count} specialists`);

/** Totals over every region: cities and active specialists. */
export function locationTotals(locations: Locations) {
  const cities = locations.regions.flatMap((region) => region.cities);
  return {
    cities: cities.length,
    specialists: cities.reduce((sum, city) => sum + city.specialistCount, 0),
  };
}

/** /locations: every city grouped by region, with its number of specialists. */
export function LocationsPage() {
  const { data } = useSuspenseQuery(locationsQuery);
  const totals = locationTotals(data);
  return (
    <div className="container locations-page">
      <Breadcrumbs items={LOCATIONS_BREADCRUMBS} />
      <h1 className="locations-page__title">Flooring specialists by location</h1>
      <p className="locations-page__lead">
        {`${totals.specialists} flooring specialists in ${totals.cities} towns and cities across the UK. Choose a city to compare local fitters, read reviews and get free quotes.`}
      </p>
      <nav aria-label="Regions" className="locations-page__regions">
        <ul>
          {data.regions.map((region, index) => (
            <li key={region.region}>
              <a href={`#region-${index + 1}`}>{region.region}</a>
            </li>
          ))}
        </ul>
      </nav>
      {data.regions.map((region, index) => (
        <section
          key={region.region}
          id={`region-${index + 1}`}
          className="locations-region"
          aria-labelledby={`region-${index + 1}-title`}
        >
          <h2 id={`region-${index + 1}-title`} className="locations-region__title">
            {region.region}
          </h2>
          <ul className="locations-region__cities card-grid">
            {region.cities.map((city) => (
              <li key={city.slug}>
                <Link to={`/specialists/${city.slug}`} className="location-link card">
                  <span className="location-link__name">{city.name}</span>
                  <span className="location-link__count muted">
                    {countLabel(city.specialistCount)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
