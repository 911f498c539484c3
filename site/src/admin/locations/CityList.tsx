import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../signed-in/index.ts';
import { CityForm } from './CityForm.tsx';
import { adminCitiesQuery } from './queries.ts';
import './locations.css';

/**
 * /admin/locations: every city with its region, postcode areas and number of listings; each
 * can be edited in place, and a new city added below.
 */
export function CityList() {
  const cities = useQuery(adminCitiesQuery);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(0);
  if (cities.isPending) return <p role="status">Loading the cities…</p>;
  if (cities.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the cities. '}
        <button type="button" className="link-button" onClick={() => cities.refetch()}>
          Try again
        </button>
      </div>
    );
  const edited = cities.data.cities.find((city) => city.slug === editing);
  return (
    <>
      {edited ? (
        <section aria-labelledby="city-edit">
          <h2 id="city-edit">{`Edit ${edited.name}`}</h2>
          <CityForm key={edited.slug} city={edited} onDone={() => setEditing(null)} />
        </section>
      ) : null}
      <DataTable
        caption="Cities by name"
        hideCaption
        columns={[
          {
            header: 'City',
            cell: (city) => <Link to={`/specialists/${city.slug}`}>{city.name}</Link>,
          },
          { header: 'Region', cell: (city) => city.region },
          { header: 'Postcode areas', cell: (city) => city.postcodeAreas.join(', ') },
          { header: 'Listings', cell: (city) => city.specialistCount },
          {
            header: 'Actions',
            hideHeader: true,
            cell: (city) => (
              <button
                type="button"
                className="link-button"
                aria-label={`Edit ${city.name}`}
                onClick={() => setEditing(city.slug)}
              >
                Edit
              </button>
            ),
          },
        ]}
        rows={cities.data.cities}
        rowKey={(city) => city.slug}
      />
      <section aria-labelledby="city-new" className="city-new">
        <h2 id="city-new">Add a city</h2>
        <CityForm key={adding} onDone={() => setAdding((n) => n + 1)} />
      </section>
    </>
  );
}
