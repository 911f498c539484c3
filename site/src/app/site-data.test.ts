import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deserializeHydration, serializeHydration } from './site-data.ts';

describe('router state through the data block', () => {
  it('keeps a 404 recognisable as a route error response', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: 'Not found' };
    const serialized = JSON.parse(
      JSON.stringify(
        serializeHydration({ loaderData: {}, actionData: null, errors: { pages: notFound } }),
      ),
    );
    const error = deserializeHydration(serialized).errors?.pages;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404 });
  });

  it('sends no server error details to the browser', () => {
    const failure = new Error('SQLITE_BUSY at /srv/flo/data.db');
    const serialized = serializeHydration({
      loaderData: { home: { meta: { title: 'Home' } } },
      actionData: null,
      errors: { pages: failure },
    });
    expect(JSON.stringify(serialized)).not.toContain('SQLITE');
    const error = deserializeHydration(serialized).errors?.pages;
    expect(error).toBeInstanceOf(Error);
    expect(deserializeHydration(serialized).loaderData).toEqual({
      home: { meta: { title: 'Home' } },
    });
  });
});
