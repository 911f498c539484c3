import { type Sitemap, sitemapIndexSchema, sitemapSchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { queryPlans } from '../testing/query-plans.ts';
import { useScaleDatabase } from '../testing/scale-database.ts';
import {
  SITEMAP_URL_CAP,
  SPECIALISTS_PER_SITEMAP,
  sitemapIndex,
  subSitemap,
} from './build-sitemap.ts';

const { db, app } = useScaleDatabase({
  specialists: 3_000,
  now: new Date('2026-11-25'),
  // A gap in the ids: a whole range with no active specialist is left out of the index.
  adjust: (generated) =>
    generated.$client
      .prepare(`update specialists set status = 'suspended' where id between ? and ?`)
      .run(SPECIALISTS_PER_SITEMAP + 1, 2 * SPECIALISTS_PER_SITEMAP),
});

async function get(path: string): Promise<unknown> {
  const res = await app().request(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

const column = (statement: string) => db().$client.prepare(statement).pluck().all();

describe('the sitemap of 3,000 specialists', () => {
  it('indexes the pages, the cities and each range of ids holding an active specialist', async () => {
    const { sitemaps } = sitemapIndexSchema.parse(await get('/api/sitemap'));
    const ranges = new Set(
      (column(`select id from specialists where status = 'active'`) as number[]).map((id) =>
        Math.ceil(id / SPECIALISTS_PER_SITEMAP),
      ),
    );
    expect(ranges.has(2)).toBe(false);
    expect(sitemaps.map((s) => s.name)).toEqual([
      'pages',
      'cities',
      ...[...ranges].sort((a, b) => a - b).map((n) => `specialists-${n}`),
    ]);
  });

  it('holds every active specialist exactly once, each sub-sitemap within its cap', async () => {
    const { sitemaps } = sitemapIndexSchema.parse(await get('/api/sitemap'));
    const all: Sitemap['urls'] = [];
    for (const { name } of sitemaps) {
      const { urls } = sitemapSchema.parse(await get(`/api/sitemap/${name}`));
      expect(urls.length, name).toBeLessThanOrEqual(SITEMAP_URL_CAP);
      all.push(...urls);
    }
    const profiles = all.map((u) => u.path).filter((path) => /^\/specialist\/[^/]+$/.test(path));
    const active = column(`select '/specialist/' || slug from specialists where status = 'active'`);
    expect(profiles.sort()).toEqual((active as string[]).sort());
    const paths = all.map((u) => u.path);
    expect(new Set(paths).size).toBe(paths.length);
    const servicePages = column(`select '/specialist/' || sp.slug || '/' || ss.service_slug
      from specialists sp join specialist_services ss on ss.specialist_id = sp.id
      where sp.status = 'active'`) as string[];
    expect(paths.filter((path) => /^\/specialist\/[^/]+\/[^/]+$/.test(path)).sort()).toEqual(
      servicePages.sort(),
    );
  });

  it('reads along indexes: no scan of reviews or of the specialists, no sort', () => {
    const plans = queryPlans(db(), () => {
      const { sitemaps } = runOnSqliteNow(db(), sitemapIndex);
      for (const { name } of sitemaps.slice(0, 3)) runOnSqliteNow(db(), subSitemap, name);
    });
    expect(plans.filter((step) => /\breviews\b/.test(step))).toEqual([]);
    expect(
      plans.filter((step) => /^SCAN (sp|specialists|ss|specialist_services)\b/.test(step)),
    ).toEqual([]);
    expect(plans.filter((step) => step.includes('TEMP B-TREE'))).toEqual([]);
    expect(plans).toContain('SEARCH sp USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)');
  });
});
