// @vitest-environment node
import type { ProfileReviewsPage, SpecialistDetail } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { escapeHtml, jsonLdBlocks } from '../../testing/server-html.ts';
import { type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

const apiJson = async <T>(site: SiteTestApp, path: string) =>
  (await (await site.app.request(path)).json()) as T;

/** An active specialist offering vinyl with a review that mentions LVT or vinyl. */
async function vinylSpecialist(site: SiteTestApp) {
  const rows = site.db.$client
    .prepare(
      `select sp.slug as slug from specialists sp
       join specialist_services ss on ss.specialist_id = sp.id and ss.service_slug = 'vinyl'
       join reviews r on r.specialist_id = sp.id and r.status = 'published'
       where sp.status = 'active' and (r.text like '%vinyl%' or r.text like '%LVT%')
       group by sp.id order by sp.id limit 1`,
    )
    .get() as { slug: string };
  return apiJson<SpecialistDetail>(site, `/api/specialists/unified/${rows.slug}`);
}

describe('/specialist/{slug}/{service} rendered on the server', () => {
  siteTest(
    "shows the specialist's offer, the service facts and reviews that mention the service",
    async ({ site }) => {
      const specialist = await vinylSpecialist(site);
      const reviews = await apiJson<ProfileReviewsPage>(
        site,
        `/api/specialists/unified/${specialist.slug}/reviews`,
      );
      const res = await site.get(`/specialist/${specialist.slug}/vinyl`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(
        `<h1 class="profile__name">Vinyl &amp; LVT Flooring by ${escapeHtml(specialist.name)}</h1>`,
      );
      expect(html).toContain('£20 to £75 per m², supplied and fitted');
      const shown = [...html.matchAll(/aria-label="Review by ([^"]+)"/g)].length;
      expect(shown).toBeGreaterThan(0);
      const mentioning = reviews.reviews.filter((review) => /vinyl|lvt/i.test(review.reviewText));
      for (const review of mentioning)
        expect(html).toContain(escapeHtml(review.reviewText.slice(0, 60)));
      expect(html).toContain('class="profile__chat"');
      expect(html).toContain(`href="/specialist/${specialist.slug}"`);
    },
  );

  siteTest(
    'is canonical to itself and describes the Service with its provider',
    async ({ site }) => {
      const specialist = await vinylSpecialist(site);
      const html = await (await site.get(`/specialist/${specialist.slug}/vinyl`)).text();
      const url = `${TEST_PUBLIC_URL}/specialist/${specialist.slug}/vinyl`;
      expect(html).toContain(`<link rel="canonical" href="${url}"`);
      const service = jsonLdBlocks(html).find((block) => block['@type'] === 'Service');
      expect(service).toMatchObject({
        serviceType: 'Vinyl & LVT Flooring',
        url,
        provider: { '@type': 'LocalBusiness', name: specialist.name },
      });
    },
  );

  siteTest(
    'answers 404 for a service the specialist does not offer, an unknown service or specialist',
    async ({ site }) => {
      const row = site.db.$client
        .prepare(
          `select sp.slug as slug from specialists sp where sp.status = 'active' and not exists
         (select 1 from specialist_services ss where ss.specialist_id = sp.id and ss.service_slug = 'carpet')
         limit 1`,
        )
        .get() as { slug: string };
      expect((await site.get(`/specialist/${row.slug}/carpet`)).status).toBe(404);
      expect((await site.get(`/specialist/${row.slug}/marble`)).status).toBe(404);
      expect((await site.get('/specialist/no-such-fitter/carpet')).status).toBe(404);
      expect(site.errors).toEqual([]);
    },
  );
});
