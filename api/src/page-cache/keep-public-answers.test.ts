import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { openTestApp } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createPageCache } from './page-cache.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app whose page cache sees the data version this test sets. */
async function appWithPageCache() {
  const state = { version: 1 };
  const pageCache = createPageCache({
    version: () => state.version,
    maxEntries: 10,
    maxBytes: 1_000_000,
    maxAgeMs: 60_000,
  });
  t = await openTestApp({ arrange: insertDirectoryFixture, overrides: { pageCache } });
  const { db, tables } = t.engine;
  const rename = (slug: string, name: string) =>
    db.update(tables.specialists).set({ name }).where(eq(tables.specialists.slug, slug));
  return { app: t.app, rename, state };
}

const asked = { headers: { origin: 'https://shop.example', 'accept-encoding': 'identity' } };

describe('a city listing kept in the page cache', () => {
  it('is read once per data version, and sent with the CORS headers of a new answer', async () => {
    const { app, rename, state } = await appWithPageCache();
    const first = await app.request('/api/specialists/city/manchester', asked);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const listing = await first.text();
    expect(listing).toContain('Oakbridge Flooring');

    await rename('oakbridge-flooring-manchester', 'Oakbridge Floors');
    const kept = await app.request('/api/specialists/city/manchester', asked);
    expect(await kept.text()).toBe(listing);
    expect(kept.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(kept.headers.get('access-control-allow-origin')).toBe(
      first.headers.get('access-control-allow-origin'),
    );

    state.version = 2;
    const fresh = await (await app.request('/api/specialists/city/manchester', asked)).text();
    expect(fresh).toContain('Oakbridge Floors');
  });

  it('keeps no answer that is not a 200, and none for another query than the page', async () => {
    const { app, rename, state } = await appWithPageCache();
    expect((await app.request('/api/specialists/city/manchester?page=0')).status).toBe(400);
    const sized = await (await app.request('/api/specialists/city/manchester?pageSize=2')).json();
    expect(sized).toHaveLength(2);
    await rename('castle-carpets-manchester', 'Castle Floors');
    const again = await (await app.request('/api/specialists/city/manchester?pageSize=50')).text();
    expect(again).toContain('Castle Floors');
    expect(state.version).toBe(1);
  });
});
