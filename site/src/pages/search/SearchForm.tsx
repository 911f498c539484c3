import { SEARCH_SORTS } from '@flo/api/contract';
import { Form } from 'react-router';
import { SERVICES } from '../../content/services.ts';
import { MIN_RATING_OPTIONS, type SearchSort, type SearchState } from './search-state.ts';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  rating: 'Highest rated',
  reviews: 'Most reviews',
  name: 'Name (A to Z)',
};

/**
 * The search filters as a GET form: submitting changes the URL (a shareable link) and starts
 * again at page 1. Works without JavaScript too. Keyed by the URL, so it always shows it.
 */
export function SearchForm({ state }: { state: SearchState }) {
  return (
    <Form method="get" action="/search" className="search-form card" role="search">
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
      <div className="field">
        <label className="field__label" htmlFor="search-service">
          Service
        </label>
        <select
          id="search-service"
          name="service"
          className="field__input"
          defaultValue={state.service}
        >
          <option value="">All services</option>
          {SERVICES.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="search-rating">
          Minimum rating
        </label>
        <select
          id="search-rating"
          name="minRating"
          className="field__input"
          defaultValue={state.minRating}
        >
          <option value="">Any rating</option>
          {MIN_RATING_OPTIONS.map((rating) => (
            <option key={rating} value={rating}>
              {rating} stars and up
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="search-sort">
          Sort by
        </label>
        <select id="search-sort" name="sort" className="field__input" defaultValue={state.sort}>
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        Search
      </button>
    </Form>
  );
}
