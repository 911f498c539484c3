// @vitest-environment node
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';

const DAY = 86_400_000;
/** Newest first; the newest is 1★ and the dates do not follow the ratings. */
const MIXED = [
  ['Newest one star', 1],
  ['Then five stars', 5],
  ['Then two stars', 2],
  ['Then four stars', 4],
  ['Oldest three stars', 3],
] as const;

let slug = '';
siteTest.beforeAll(({ site }) => {
  const row = site.db.$client
    .prepare(`select id, slug from specialists where status = 'active' order by id limit 1`)
    .get() as { id: number; slug: string };
  slug = row.slug;
  site.db.$client.prepare('delete from reviews where specialist_id = ?').run(row.id);
  const insert = site.db.$client.prepare(`insert into reviews
    (specialist_id, customer_name, rating, text, status, created_at)
    values (?, ?, ?, 'Fitted the hallway.', 'published', ?)`);
  MIXED.forEach(([name, rating], i) => {
    insert.run(row.id, name, rating, Date.now() - (i + 1) * DAY);
  });
});

describe('reviews on the public profile', () => {
  siteTest(
    'give the average and every star count as text, with the policy link',
    async ({ site }) => {
      const html = await (await site.get(`/specialist/${slug}`)).text();
      expect(html).toContain('Rated 3.0 out of 5 from 5 reviews');
      for (const row of ['5 stars: 1', '4 stars: 1', '3 stars: 1', '2 stars: 1', '1 star: 1']) {
        expect(html).toContain(row);
      }
      expect(html).toContain('href="/review-policy"');
    },
  );

  siteTest('list the newest first, whatever the rating, the 1★ included', async ({ site }) => {
    const html = await (await site.get(`/specialist/${slug}`)).text();
    const positions = MIXED.map(([name]) => html.indexOf(`aria-label="Review by ${name}"`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
