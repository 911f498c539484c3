// @vitest-environment node

import { cities, specialists } from '@flo/api/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

/** The first unclaimed active listing of the demo directory. */
function unclaimed() {
  const row = t.db
    .select({ id: specialists.id, name: specialists.name, city: cities.name })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(eq(specialists.status, 'active'), isNull(specialists.claimedByBusinessId)))
    .orderBy(specialists.id)
    .get();
  if (!row) throw new Error('no unclaimed listing');
  return row;
}

describe('/claim-business', () => {
  it('finds a listing by name and town and links to its claim form', async () => {
    const listing = unclaimed();
    const query = new URLSearchParams({ name: listing.name, city: listing.city });
    const res = await t.get(`/claim-business?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/\d+ listings? found/);
    expect(html).toContain(`href="/claim-business/${listing.id}"`);
  });

  it('shows no results before a search', async () => {
    const html = await (await t.get('/claim-business')).text();
    expect(html).toContain('<h1>Claim your business on Flo</h1>');
    expect(html).not.toContain('found</h2>');
  });

  it('says when nothing matches', async () => {
    const html = await (await t.get('/claim-business?name=Zzyzx%20Qwerty')).text();
    expect(html).toContain('No listings found');
  });
});
