import { SEARCH_SORTS } from '@flo/contract/constants';
import type { FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { SERVICES } from '../../content/services.ts';
import { SelectField } from '../../forms/Field.tsx';
import {
  MIN_RATING_OPTIONS,
  type SearchSort,
  type SearchState,
  searchParamsFor,
  searchStateFrom,
} from './search-state.ts';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  rating: 'Highest rated',
  reviews: 'Most reviews',
  name: 'Name (A to Z)',
};

/**
 * The search filters as a GET form: submitting changes the URL (a shareable link, empty and
 * default filters left out) and starts again at page 1. Without JavaScript it is a plain GET
 * form. Keyed by the URL by its parent, so it always shows the URL's search.
 */
export function SearchForm({ state }: { state: SearchState }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === 'string') params.set(name, value);
    const query = searchParamsFor({ ...searchStateFrom(params), page: 1 }).toString();
    navigate(query ? `/search?${query}` : '/search');
  };
  return (
    <Form
      method="get"
      action="/search"
      className="search-form card"
      role="search"
      onSubmit={onSubmit}
    >
      <div className="field search-form__q">
        <label className="field__label" htmlFor="search-q">
          Keywords
        </label>
        <input
          id="search-q"
          name="q"
          className="field__input"
          defaultValue={state.q}
          placeholder="Business name or keyword"
          maxLength={200}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="search-location">
          Town, city or postcode
        </label>
        <input
          id="search-location"
          name="location"
          className="field__input"
          defaultValue={state.location}
          placeholder="e.g. Leeds or LS6 2AB"
          maxLength={120}
        />
      </div>
      <SelectField
        idPrefix="search"
        name="service"
        label="Service"
        defaultValue={state.service}
        anyOption="All services"
        options={SERVICES.map((service) => ({ value: service.slug, label: service.name }))}
      />
      <SelectField
        idPrefix="search"
        name="minRating"
        label="Minimum rating"
        defaultValue={state.minRating}
        anyOption="Any rating"
        options={MIN_RATING_OPTIONS.map((rating) => ({
          value: rating,
          label: `${rating} stars and up`,
        }))}
      />
      <SelectField
        idPrefix="search"
        markOptional={false}
        name="sort"
        label="Sort by"
        defaultValue={state.sort}
        options={SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
      <button type="submit" className="button button--primary search-form__submit">
        Search
      </button>
    </Form>
  );
}
