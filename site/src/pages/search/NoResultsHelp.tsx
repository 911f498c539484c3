import type { NearbyCity, PlaceChoice, ResolvedLocation } from '@flo/contract';
import { milesText } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiQuery } from '../../data/query-client.ts';
import { type SearchState, searchParamsFor } from './search-state.ts';

/**
 * `GET /api/locations/resolve` for a search's place: what it reads as, and what to offer when
 * the search found nobody (ADR 025).
 */
export function placeHelpQuery(state: Pick<SearchState, 'location' | 'service'>) {
  return apiQuery<ResolvedLocation>('/api/locations/resolve', {
    q: state.location,
    service: state.service,
  });
}

/** The same search for another place, as a link. */
function searchFor(state: SearchState, choice: PlaceChoice): string {
  return `/search?${searchParamsFor({ ...state, location: choice.query, page: 1 })}`;
}

function cityPath(city: NearbyCity, state: SearchState): string {
  return state.service ? `/specialists/${city.slug}/${state.service}` : `/specialists/${city.slug}`;
}

/** Where a visitor sends the job when nobody was found: the job form, with the place filled in. */
function requestPath(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.location) params.set('city', state.location);
  if (state.service) params.set('service', state.service);
  const query = params.toString();
  return query ? `/post-a-job?${query}` : '/post-a-job';
}

function PlaceLinks({ label, links }: { label: string; links: { to: string; text: string }[] }) {
  if (links.length === 0) return null;
  return (
    <div className="search-page__places">
      <p>{label}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Below a search that found nobody at a place: the places the text may have meant, the closest
 * spellings, or the nearest cities with specialists and how far they are, as links; and always
 * a way to send the request, which reaches the nearest specialists or the Flo team.
 */
export function NoResultsHelp({ state }: { state: SearchState }) {
  const { data } = useSuspenseQuery(placeHelpQuery(state));
  const cities = data.nearest.length > 0 ? data.nearest : data.distant;
  const place = data.match?.label ?? state.location;
  return (
    <>
      {data.choices.length > 1 ? (
        <PlaceLinks
          label="Which place do you mean?"
          links={data.choices.map((c) => ({ to: searchFor(state, c), text: c.label }))}
        />
      ) : null}
      {data.suggestions.length > 0 ? (
        <PlaceLinks
          label={`We couldn't find ${state.location}. Did you mean:`}
          links={data.suggestions.map((c) => ({ to: searchFor(state, c), text: c.label }))}
        />
      ) : null}
      {data.choices.length < 2 && cities.length > 0 ? (
        <PlaceLinks
          label={`The nearest specialists to ${place}:`}
          links={cities.map((city) => ({
            to: cityPath(city, state),
            text: `${city.name} (${milesText(city.distanceMiles)})`,
          }))}
        />
      ) : null}
      <p>
        <Link to={requestPath(state)} className="button">
          Send a request
        </Link>{' '}
        Tell us about the job and we will pass it to the nearest specialists, or the Flo team will
        find one for you.
      </p>
    </>
  );
}
