import { sitemapIndexSchema, sitemapSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { flooringGuideRows } from '../content/guide-rows.ts';
import { insertMissingArticles } from '../content/repository.ts';
import { directoryTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

directoryTest.beforeEach(async ({ api }) => {
  const { db, tables } = api.engine;
  await db.update(tables.specialists).set({ createdAt: new Date('2025-06-01T00:00:00Z') });
  await api.engine.commit(insertMissingArticles, flooringGuideRows());
});

async function sitemap(api: TestApp, name: string): Promise<Map<string, string | null>> {
  const res = await api.app.request(`/api/sitemap/${name}`);
  expect(res.status).toBe(200);
  const { urls } = sitemapSchema.parse(await res.json());
  const byPath = new Map(urls.map((u) => [u.path, u.lastmod]));
  expect(byPath.size).toBe(urls.length);
  return byPath;
}

describe('GET /api/sitemap', () => {
  directoryTest(
    'names the pages, the cities and the one range of specialist ids, with their dates',
    async ({ api }) => {
      const res = await api.app.request('/api/sitemap');
      expect(res.status).toBe(200);
      expect(sitemapIndexSchema.parse(await res.json()).sitemaps).toEqual([
        { name: 'pages', lastmod: '2026-11-09T09:00:00.000Z' },
        { name: 'cities', lastmod: '2026-01-16T12:00:00.000Z' },
        { name: 'specialists-1', lastmod: null },
      ]);
    },
  );

  directoryTest('answers 404 JSON for a sub-sitemap it does not list', async ({ api }) => {
    for (const name of [
      'specialists-2',
      'specialists-0',
      'specialists-01',
      'people',
      'pages.xml',
    ]) {
      const res = await api.app.request(`/api/sitemap/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('GET /api/sitemap/{name}', () => {
  directoryTest(
    'pages: the home, static and guide pages, and the services someone offers',
    async ({ api }) => {
      const urls = await sitemap(api, 'pages');
      for (const path of ['/', '/search', '/locations', '/featured', '/services', '/content']) {
        expect(urls.has(path), path).toBe(true);
      }
      for (const path of ['/about', '/contact', '/post-a-job', '/pricing', '/claim-business']) {
        expect(urls.get(path), path).toBeNull();
      }
      expect(urls.has('/services/vinyl')).toBe(true);
      expect(urls.has('/services/tile')).toBe(false);
      expect(urls.get('/services')).toBe('2026-01-16T12:00:00.000Z');
      expect(urls.get('/')).toBe('2026-11-09T09:00:00.000Z');
      expect(urls.get('/content/how-to-look-after-wood-floors')).toBe('2026-11-09T09:00:00.000Z');
      expect([...urls.keys()].filter((p) => p.startsWith('/content/'))).toHaveLength(6);
      expect([...urls.keys()].some((p) => p.startsWith('/specialist'))).toBe(false);
    },
  );

  directoryTest(
    'cities: each city with active specialists, dated by their newest change, and its service pages',
    async ({ api }) => {
      const urls = await sitemap(api, 'cities');
      expect([...urls.keys()].sort()).toEqual([
        '/specialists/manchester',
        '/specialists/manchester/carpet',
        '/specialists/manchester/engineered-wood',
        '/specialists/manchester/hardwood',
        '/specialists/manchester/laminate',
        '/specialists/milton-keynes',
        '/specialists/milton-keynes/carpet',
        '/specialists/milton-keynes/vinyl',
      ]);
      expect(urls.get('/specialists/milton-keynes')).toBe('2026-01-16T12:00:00.000Z');
    },
  );

  directoryTest(
    'specialists-1: active profiles and their service pages, dated by their newest published review',
    async ({ api }) => {
      const urls = await sitemap(api, 'specialists-1');
      expect(urls.get('/specialist/keynes-vinyl-milton-keynes')).toBe('2026-01-16T12:00:00.000Z');
      expect(urls.get('/specialist/keynes-vinyl-milton-keynes/vinyl')).toBe(
        '2026-01-16T12:00:00.000Z',
      );
      expect(urls.get('/specialist/fresh-floors-manchester')).toBe('2025-06-01T00:00:00.000Z');
      expect([...urls.keys()].some((p) => p.includes('shady-tiles'))).toBe(false);
    },
  );

  directoryTest(
    'moves a profile date with its reviews: a new published one, its rejection, its deletion',
    async ({ api }) => {
      const profile = '/specialist/fresh-floors-manchester';
      const { db, tables } = api.engine;
      const { reviews, specialists } = tables;
      const [fresh] = await db
        .select({ id: specialists.id })
        .from(specialists)
        .where(eq(specialists.slug, 'fresh-floors-manchester'));
      const [review] = await db
        .insert(reviews)
        .values({
          specialistId: fresh?.id ?? 0,
          customerName: 'Ann',
          rating: 5,
          text: 'Lovely new floor, fitted in a day.',
          status: 'pending',
          createdAt: new Date('2026-11-20T10:00:00Z'),
        })
        .returning({ id: reviews.id });
      const byId = eq(reviews.id, review?.id ?? 0);
      expect((await sitemap(api, 'specialists-1')).get(profile)).toBe('2025-06-01T00:00:00.000Z');
      await db.update(reviews).set({ status: 'published' }).where(byId);
      expect((await sitemap(api, 'specialists-1')).get(profile)).toBe('2026-11-20T10:00:00.000Z');
      expect((await sitemap(api, 'cities')).get('/specialists/manchester')).toBe(
        '2026-11-20T10:00:00.000Z',
      );
      await db.update(reviews).set({ status: 'rejected' }).where(byId);
      expect((await sitemap(api, 'specialists-1')).get(profile)).toBe('2025-06-01T00:00:00.000Z');
      await db.update(reviews).set({ status: 'published' }).where(byId);
      await db.delete(reviews).where(byId);
      expect((await sitemap(api, 'specialists-1')).get(profile)).toBe('2025-06-01T00:00:00.000Z');
    },
  );
});
