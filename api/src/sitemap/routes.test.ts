import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flooringGuideRows } from '../content/guide-rows.ts';
import { insertMissingArticles } from '../content/repository.ts';
import { type Sitemap, sitemapSchema } from '../contract/index.ts';
import { specialists } from '../db/schema.ts';
import { insertDirectoryFixture } from '../directory/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  insertDirectoryFixture(t.db);
  t.db
    .update(specialists)
    .set({ createdAt: new Date('2025-06-01T00:00:00Z') })
    .run();
  insertMissingArticles(t.db, flooringGuideRows());
});
afterEach(() => t.close());

async function sitemap(): Promise<Map<string, string | null>> {
  const res = await t.app.request('/api/sitemap');
  expect(res.status).toBe(200);
  const { urls }: Sitemap = sitemapSchema.parse(await res.json());
  const byPath = new Map(urls.map((u) => [u.path, u.lastmod]));
  expect(byPath.size).toBe(urls.length);
  return byPath;
}

describe('GET /api/sitemap', () => {
  it('lists the home, static, service, city and city+service pages that exist', async () => {
    const urls = await sitemap();
    for (const path of [
      '/',
      '/search',
      '/locations',
      '/featured',
      '/about',
      '/contact',
      '/post-a-job',
      '/pricing',
      '/claim-business',
      '/sitemap',
      '/privacy',
      '/how-it-works',
      '/services',
      '/content',
    ]) {
      expect(urls.has(path)).toBe(true);
    }
    expect(urls.get('/about')).toBeNull();
    expect(urls.has('/services/tile')).toBe(true);
    expect([...urls.keys()].filter((p) => p.startsWith('/specialists/')).sort()).toEqual([
      '/specialists/manchester',
      '/specialists/manchester/carpet',
      '/specialists/manchester/engineered-wood',
      '/specialists/manchester/hardwood',
      '/specialists/manchester/laminate',
      '/specialists/milton-keynes',
      '/specialists/milton-keynes/carpet',
      '/specialists/milton-keynes/vinyl',
    ]);
  });

  it('lists active specialists and their service pages, dated by their newest published review', async () => {
    const urls = await sitemap();
    expect(urls.get('/specialist/keynes-vinyl-milton-keynes')).toBe('2026-01-16T12:00:00.000Z');
    expect(urls.get('/specialist/keynes-vinyl-milton-keynes/vinyl')).toBe(
      '2026-01-16T12:00:00.000Z',
    );
    expect(urls.get('/specialist/fresh-floors-manchester')).toBe('2025-06-01T00:00:00.000Z');
    expect(urls.get('/specialists/milton-keynes')).toBe('2026-01-16T12:00:00.000Z');
    expect(urls.get('/services/vinyl')).toBe('2026-01-16T12:00:00.000Z');
    expect(urls.get('/services/tile')).toBeNull();
    expect(urls.get('/services')).toBe('2026-01-16T12:00:00.000Z');
    expect([...urls.keys()].some((p) => p.includes('shady-tiles'))).toBe(false);
    expect(urls.get('/')).toBe('2026-11-09T09:00:00.000Z');
  });

  it('lists every article with its last update', async () => {
    const urls = await sitemap();
    expect(urls.get('/content/how-to-look-after-wood-floors')).toBe('2026-11-09T09:00:00.000Z');
    expect([...urls.keys()].filter((p) => p.startsWith('/content/'))).toHaveLength(6);
    expect(urls.get('/content')).toBe('2026-11-09T09:00:00.000Z');
  });
});
