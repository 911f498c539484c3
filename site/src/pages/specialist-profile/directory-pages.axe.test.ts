import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsOf } from '../../testing/axe.ts';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('directory pages pass axe-core (WCAG 2.1 A and AA rules) as served', () => {
  it.each([
    '/specialists/leeds',
    '/specialists/leeds/carpet',
    '/locations',
    '/featured',
    '/services/vinyl',
    '/services',
    '/sitemap',
  ])('%s', async (path) => {
    expect(await axeViolationsOf(t, path)).toEqual([]);
  });

  it('a specialist profile and its service page', async () => {
    const { slug } = t.db.$client
      .prepare(
        `select sp.slug as slug from specialists sp join specialist_services ss
         on ss.specialist_id = sp.id and ss.service_slug = 'carpet'
         where sp.status = 'active' limit 1`,
      )
      .get() as { slug: string };
    expect(await axeViolationsOf(t, `/specialist/${slug}`)).toEqual([]);
    expect(await axeViolationsOf(t, `/specialist/${slug}/carpet`)).toEqual([]);
  });
});
