import { describe, expect } from 'vitest';
import { axeViolationsOf } from '../../testing/axe.ts';
import { siteTest } from '../../testing/fixtures.ts';

describe('directory pages pass axe-core (WCAG 2.1 A and AA rules) as served', () => {
  siteTest.for([
    '/specialists/leeds',
    '/specialists/leeds/carpet',
    '/locations',
    '/featured',
    '/services/vinyl',
    '/services',
    '/sitemap',
  ])('%s', async (path, { site }) => {
    expect(await axeViolationsOf(site, path)).toEqual([]);
  });

  siteTest('a specialist profile and its service page', async ({ site }) => {
    const { slug } = site.db.$client
      .prepare(
        `select sp.slug as slug from specialists sp join specialist_services ss
         on ss.specialist_id = sp.id and ss.service_slug = 'carpet'
         where sp.status = 'active' limit 1`,
      )
      .get() as { slug: string };
    expect(await axeViolationsOf(site, `/specialist/${slug}`)).toEqual([]);
    expect(await axeViolationsOf(site, `/specialist/${slug}/carpet`)).toEqual([]);
  });
});
