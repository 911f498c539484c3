import { LISTING_TIERS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-router';
import { SelectField } from '../../forms/Field.tsx';
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
      <SelectField
        idPrefix="specialists"
        name="city"
        label="City"
        defaultValue={filters.city}
        anyOption="Any city"
        options={(cities.data?.cities ?? []).map((city) => ({
          value: city.slug,
          label: city.name,
        }))}
      />
      <SelectField
        idPrefix="specialists"
        name="status"
        label="Status"
        defaultValue={filters.status}
        anyOption="Any status"
        options={SPECIALIST_STATUSES.map((status) => ({
          value: status,
          label: capitalised(status),
        }))}
      />
      <SelectField
        idPrefix="specialists"
        name="tier"
        label="Plan"
        defaultValue={filters.tier}
        anyOption="Any plan"
        options={LISTING_TIERS.map((tier) => ({ value: tier, label: capitalised(tier) }))}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </Form>
  );
}
