import { afterEach, describe, expect, it } from 'vitest';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPageCache } from './page-cache.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** An app whose page cache sees the data version this test sets. */
function appWithPageCache() {
  const state = { version: 1 };
  const pageCache = createPageCache({
    version: () => state.version,
    maxEntries: 10,
    maxBytes: 1_000_000,
    maxAgeMs: 60_000,
  });
  t = createTestApp({ pageCache });
  insertDirectoryFixture(t.db);
  return { app: t.app, db: t.db, state };
}

const asked = { headers: { origin: 'https://shop.example', 'accept-encoding': 'identity' } };

describe('a city listing kept in the page cache', () => {
  it('is read once per data version, and sent with the CORS headers of a new answer', async () => {
    const { app, db, state } = appWithPageCache();
    const first = await app.request('/api/specialists/city/manchester', asked);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const listing = await first.text();
    expect(listing).toContain('Oakbridge Flooring');

    db.$client
      .prepare(
        "UPDATE specialists SET name = 'Oakbridge Floors' WHERE slug = 'oakbridge-flooring-manchester'",
      )
      .run();
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
    const { app, db, state } = appWithPageCache();
    expect((await app.request('/api/specialists/city/manchester?page=0')).status).toBe(400);
    const sized = await (await app.request('/api/specialists/city/manchester?pageSize=2')).json();
    expect(sized).toHaveLength(2);
    db.$client
      .prepare(
        "UPDATE specialists SET name = 'Castle Floors' WHERE slug = 'castle-carpets-manchester'",
      )
      .run();
    const again = await (await app.request('/api/specialists/city/manchester?pageSize=50')).text();
    expect(again).toContain('Castle Floors');
    expect(state.version).toBe(1);
  });
});
