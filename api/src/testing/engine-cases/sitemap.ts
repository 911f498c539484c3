import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sitemapIndex, subSitemap } from '../../sitemap/build-sitemap.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertDirectory } from './directory.ts';

const GUIDE_UPDATED = new Date('2026-10-02T08:30:00.250Z');

/** The sitemaps, the same on SQLite and PostgreSQL (ADR 050). */
export const sitemapCases = describeEachEngine('sitemap', ({ engine }) => {
  beforeAll(async () => {
    await insertDirectory(engine());
    await engine()
      .db.insert(engine().tables.articles)
      .values({
        slug: 'oak-care',
        title: 'Oak care',
        summary: 'Oil it.',
        body: [{ type: 'p', text: 'Oil it.' }],
        publishedAt: GUIDE_UPDATED,
        updatedAt: GUIDE_UPDATED,
      });
  });

  /** When an active specialist of these cities last changed, as the sitemap should date it. */
  const newestChange = async (...citySlugs: string[]) => {
    const { db, tables } = engine();
    const found = await db
      .select({ changedAt: tables.specialists.changedAt })
      .from(tables.specialists)
      .innerJoin(tables.cities, eq(tables.cities.id, tables.specialists.cityId))
      .where(and(inArray(tables.cities.slug, citySlugs), eq(tables.specialists.status, 'active')));
    const times = found.map((row) => row.changedAt?.getTime() ?? 0);
    return new Date(Math.max(...times)).toISOString();
  };

  it('indexes the pages, the cities and the one id range with active specialists', async () => {
    const index = await engine().run(sitemapIndex);
    expect(index.sitemaps.map((sitemap) => sitemap.name)).toEqual([
      'pages',
      'cities',
      'specialists-1',
    ]);
    expect(index.sitemaps[1]?.lastmod).toBe(await newestChange('leeds', 'bolton'));
  });

  it('lists each city with its newest change, then its offered services', async () => {
    const cities = await engine().run(subSitemap, 'cities');
    expect(cities?.urls).toEqual([
      { path: '/specialists/bolton', lastmod: await newestChange('bolton') },
      { path: '/specialists/bolton/carpet', lastmod: null },
      { path: '/specialists/leeds', lastmod: await newestChange('leeds') },
      { path: '/specialists/leeds/carpet', lastmod: null },
      { path: '/specialists/leeds/hardwood', lastmod: null },
    ]);
  });

  it('lists active profiles by id with their service pages in slug order', async () => {
    const part = await engine().run(subSitemap, 'specialists-1');
    const paths = part?.urls.map((url) => url.path) ?? [];
    expect(paths).toEqual([
      '/specialist/mid-floors',
      '/specialist/mid-floors/carpet',
      '/specialist/beta-floors',
      '/specialist/alpha-floors',
      '/specialist/alpha-floors/carpet',
      '/specialist/alpha-floors/hardwood',
      '/specialist/zed-floors',
      '/specialist/bolton-floors',
      '/specialist/bolton-floors/carpet',
    ]);
    expect(part?.urls[0]?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await engine().run(subSitemap, 'specialists-2')).toBeNull();
    expect(await engine().run(subSitemap, 'nothing')).toBeNull();
  });

  it('dates the guides and lists the offered services among the pages', async () => {
    const pages = await engine().run(subSitemap, 'pages');
    expect(pages?.urls).toContainEqual({
      path: '/content/oak-care',
      lastmod: GUIDE_UPDATED.toISOString(),
    });
    expect(pages?.urls).toContainEqual({ path: '/content', lastmod: GUIDE_UPDATED.toISOString() });
    const services = pages?.urls.filter((url) => url.path.startsWith('/services/'));
    expect(services?.map((url) => url.path)).toEqual(['/services/carpet', '/services/hardwood']);
  });
});
