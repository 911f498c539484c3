import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { publicDataVersion } from '../db/public-data-version.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { openTestApp, testDialect } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createSearchCache, searchCacheKey } from './kept-searches.ts';

let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const bounds = { maxEntries: 40, maxBytes: 4_000_000, maxAgeMs: 60_000 };
const key = (query: string) => searchCacheKey(new URL(`http://flo.test/api/search?${query}`));

/** The directory fixture on this project's engine, its searches kept at `version`. */
async function openKeeping(version: () => number): Promise<TestApp> {
  opened = await openTestApp({
    arrange: insertDirectoryFixture,
    overrides: { searchCache: createSearchCache(bounds, version) },
  });
  return opened;
}

const rename = ({ engine: { db, tables } }: TestApp, slug: string, name: string) =>
  db.update(tables.specialists).set({ name }).where(eq(tables.specialists.slug, slug));

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
    const api = await openKeeping(() => state.version);
    const first = await api.app.request('/api/search?q=oakbridge');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const answer = await first.text();
    expect(answer).toContain('Oakbridge Flooring');

    await rename(api, 'oakbridge-flooring-manchester', 'Oakbridge Floors');
    expect(await (await api.app.request('/api/search?q=OAKBRIDGE')).text()).toBe(answer);

    state.version = 2;
    expect(await (await api.app.request('/api/search?q=oakbridge')).text()).toContain(
      'Oakbridge Floors',
    );
  });

  // SQLite only: on PostgreSQL the stamp is what the engine's listener heard (ADR 054, proved in
  // data-versions.pg.test.ts), and a test engine has none, so it would keep nothing.
  it.runIf(testDialect() === 'sqlite')(
    'shows a change to public data at once with the public data version',
    async () => {
      const api = await openKeeping(() => (opened ? publicDataVersion(opened.db) : 0));
      expect(await (await api.app.request('/api/search?q=oakbridge')).text()).toContain(
        'Oakbridge Flooring',
      );
      await rename(api, 'oakbridge-flooring-manchester', 'Oakbridge Floors');
      const after = await (await api.app.request('/api/search?q=oakbridge')).text();
      expect(after).toContain('Oakbridge Floors');
    },
  );

  it('keeps no refused search and no search with another parameter', async () => {
    const api = await openKeeping(() => 1);
    expect((await api.app.request('/api/search?q=oak&minRating=9')).status).toBe(400);
    await api.app.request('/api/search?q=oakbridge&utm=1');
    await rename(api, 'oakbridge-flooring-manchester', 'Oakbridge Floors');
    const again = await (await api.app.request('/api/search?q=oakbridge&utm=1')).text();
    expect(again).toContain('Oakbridge Floors');
  });
});
