import { describe, expect, it } from 'vitest';
import {
  searchCanonicalPath,
  searchHeading,
  searchParamsFor,
  searchQuery,
  searchStateFrom,
} from './search-state.ts';

const state = (query: string) => searchStateFrom(new URLSearchParams(query));

describe('search state from the URL', () => {
  it('reads every filter', () => {
    expect(state('q=oak&location=Leeds&service=hardwood&minRating=4.5&sort=rating&page=3')).toEqual(
      {
        q: 'oak',
        location: 'Leeds',
        service: 'hardwood',
        minRating: '4.5',
        sort: 'rating',
        page: 3,
      },
    );
  });

  it('drops values the API would refuse, so any shared link still works', () => {
    expect(state('service=marble&minRating=9&sort=cheapest&page=-2')).toEqual({
      q: '',
      location: '',
      service: '',
      minRating: '',
      sort: 'relevance',
      page: 1,
    });
    expect(state('page=abc').page).toBe(1);
    expect(state('page=2.5').page).toBe(1);
  });

  it('round-trips through URL parameters, leaving defaults out', () => {
    const full = state('q=oak&location=LS6&service=tile&minRating=4&sort=name&page=2');
    expect(searchStateFrom(searchParamsFor(full))).toEqual(full);
    expect(searchParamsFor(state('sort=relevance&page=1')).toString()).toBe('');
  });
});

describe('searchQuery', () => {
  it('sends a postcode as postcode and a place name as city', () => {
    expect(searchQuery(state('location=LS6 2AB')).queryKey[1]).toMatchObject({
      postcode: 'LS6 2AB',
    });
    expect(searchQuery(state('location=Milton Keynes')).queryKey[1]).toMatchObject({
      city: 'Milton Keynes',
    });
  });
});

describe('searchHeading', () => {
  it('says what and where', () => {
    expect(searchHeading(state(''))).toBe('Flooring specialists across the UK');
    expect(searchHeading(state('service=carpet&location=Leeds'))).toBe(
      'Carpet Installation specialists near Leeds',
    );
    expect(searchHeading(state('q=oak'))).toBe('Flooring specialists matching “oak” across the UK');
  });
});

describe('search canonical path', () => {
  it('makes later pages of the plain list canonical to themselves, page 1 to /search', () => {
    expect(searchCanonicalPath(state('page=3'))).toBe('/search?page=3');
    expect(searchCanonicalPath(state('page=1'))).toBe('/search');
    expect(searchCanonicalPath(state(''))).toBe('/search');
  });

  it('keeps filtered or sorted searches canonical to /search', () => {
    expect(searchCanonicalPath(state('q=oak&page=3'))).toBe('/search');
    expect(searchCanonicalPath(state('location=Leeds&page=2'))).toBe('/search');
    expect(searchCanonicalPath(state('sort=name&page=2'))).toBe('/search');
  });
});
