import { afterEach, describe, expect, it } from 'vitest';
import { publicDataVersion } from '../db/public-data-version.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createSearchCache, searchCacheKey } from './kept-searches.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

const bounds = { maxEntries: 40, maxBytes: 4_000_000, maxAgeMs: 60_000 };
const key = (query: string) => searchCacheKey(new URL(`http://flo.test/api/search?${query}`));

function rename(t: TestApp, slug: string, name: string) {
  t.db.$client.prepare('UPDATE specialists SET name = ? WHERE slug = ?').run(name, slug);
}

describe('the key a search is kept under', () => {
  it('is one for searches the route answers alike', () => {
    expect(key('q=Oak%20flo')).toBe(key('q=%20oak++FLO%20'));
    expect(key('q=oak&sort=relevance&page=1&pageSize=20')).toBe(key('q=oak'));
    expect(key('q=oak')).not.toBe(key('q=oak&page=2'));
    expect(key('q=oak')).not.toBe(key('q=oak&city=leeds'));
  });

  it('is none for a query the route refuses, repeats a name or holds anything else', () => {
    expect(key('q=oak&minRating=9')).toBeNull();
    expect(key('q=oak&q=ash')).toBeNull();
    expect(key('q=oak&x=1')).toBeNull();
  });
});

describe('searches kept until the directory changes', () => {
  it('answers a search again from the cache, and afresh once the version moves', async () => {
    const state = { version: 1 };
    t = createTestApp({ searchCache: createSearchCache(bounds, () => state.version) });
    insertDirectoryFixture(t.db);
    const first = await t.app.request('/api/search?q=oakbridge');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const answer = await first.text();
    expect(answer).toContain('Oakbridge Flooring');

    rename(t, 'oakbridge-flooring-manchester', 'Oakbridge Floors');
    expect(await (await t.app.request('/api/search?q=OAKBRIDGE')).text()).toBe(answer);

    state.version = 2;
    expect(await (await t.app.request('/api/search?q=oakbridge')).text()).toContain(
      'Oakbridge Floors',
    );
  });

  it('shows a change to public data at once with the public data version', async () => {
    const searchCache = createSearchCache(bounds, () => (t ? publicDataVersion(t.db) : 0));
    t = createTestApp({ searchCache });
    insertDirectoryFixture(t.db);
    expect(await (await t.app.request('/api/search?q=oakbridge')).text()).toContain(
      'Oakbridge Flooring',
    );
    rename(t, 'oakbridge-flooring-manchester', 'Oakbridge Floors');
    const after = await (await t.app.request('/api/search?q=oakbridge')).text();
    expect(after).toContain('Oakbridge Floors');
  });

  it('keeps no refused search and no search with another parameter', async () => {
    t = createTestApp({ searchCache: createSearchCache(bounds, () => 1) });
    insertDirectoryFixture(t.db);
    expect((await t.app.request('/api/search?q=oak&minRating=9')).status).toBe(400);
    await t.app.request('/api/search?q=oakbridge&utm=1');
    rename(t, 'oakbridge-flooring-manchester', 'Oakbridge Floors');
    const again = await (await t.app.request('/api/search?q=oakbridge&utm=1')).text();
    expect(again).toContain('Oakbridge Floors');
  });
});
