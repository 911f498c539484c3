// @vitest-environment node

import { cities, specialists } from '@flo/api/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

/** The first unclaimed active listing of the demo directory. */
function unclaimed(site: SiteTestApp) {
  const row = site.db
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
  siteTest('finds a listing by name and town and links to its claim form', async ({ site }) => {
    const listing = unclaimed(site);
    const query = new URLSearchParams({ name: listing.name, city: listing.city });
    const res = await site.get(`/claim-business?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/\d+ listings? found/);
    expect(html).toContain(`href="/claim-business/${listing.id}"`);
  });

  siteTest('shows no results before a search', async ({ site }) => {
    const html = await (await site.get('/claim-business')).text();
    expect(html).toContain('<h1>Claim your business on Flo</h1>');
    expect(html).not.toContain('found</h2>');
  });

  siteTest('says when nothing matches', async ({ site }) => {
    const html = await (await site.get('/claim-business?name=Zzyzx%20Qwerty')).text();
    expect(html).toContain('No listings found');
  });
});
