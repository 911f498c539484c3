import { LISTING_TIERS } from '@flo/api/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-router';
import { adminCitiesQuery } from '../locations/queries.ts';
import { capitalised, SPECIALIST_STATUSES, type SpecialistFilters } from './queries.ts';

/**
 * Search every listing by text (name, description, services: the search index), city, status
 * and plan. A GET form, so the filters live in the URL and a search can be shared or reloaded.
 */
export function SpecialistFilterForm({ filters }: { filters: SpecialistFilters }) {
  const cities = useQuery(adminCitiesQuery);
  return (
    <Form
      method="get"
      action="/admin/specialists"
      role="search"
      aria-label="Find specialists"
      className="catalogue-filters"
      // Drawn afresh for each search, and once the cities arrive, so each select shows its value.
      key={`${JSON.stringify(filters)}-${cities.isSuccess}`}
    >
      <div className="field">
        <label className="field__label" htmlFor="specialists-q">
          Name or words
        </label>
        <input
          id="specialists-q"
          name="q"
          type="search"
          className="field__input"
          defaultValue={filters.q}
          maxLength={100}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="specialists-city">
          City
        </label>
        <select
          id="specialists-city"
          name="city"
          className="field__input"
          defaultValue={filters.city}
        >
          <option value="">Any city</option>
          {(cities.data?.cities ?? []).map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="specialists-status">
          Status
        </label>
        <select
          id="specialists-status"
          name="status"
          className="field__input"
          defaultValue={filters.status}
        >
          <option value="">Any status</option>
          {SPECIALIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalised(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="specialists-tier">
          Plan
        </label>
        <select
          id="specialists-tier"
          name="tier"
          className="field__input"
          defaultValue={filters.tier}
        >
          <option value="">Any plan</option>
          {LISTING_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {capitalised(tier)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Search
      </button>
    </Form>
  );
}
