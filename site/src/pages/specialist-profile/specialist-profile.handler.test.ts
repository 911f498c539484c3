// @vitest-environment node

import { chatSettings } from '@flo/api/schema';
import type { ProfileReviewsPage, SpecialistDetail } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { escapeHtml, jsonLdBlocks as jsonLd } from '../../testing/server-html.ts';
import { type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let specialist: SpecialistDetail;
let firstPage: ProfileReviewsPage;

const apiJson = async <T>(site: SiteTestApp, path: string) =>
  (await (await site.app.request(path)).json()) as T;

siteTest.beforeAll(async ({ site }) => {
  // A specialist with more than one page of reviews, so paging is exercised.
  const { slug } = site.db.$client
    .prepare(
      `select sp.slug as slug from specialists sp join reviews r on r.specialist_id = sp.id
       where sp.status = 'active' and r.status = 'published'
       group by sp.id having count(*) > 10 order by sp.id limit 1`,
    )
    .get() as { slug: string };
  specialist = await apiJson<SpecialistDetail>(site, `/api/specialists/unified/${slug}`);
  firstPage = await apiJson<ProfileReviewsPage>(site, `/api/specialists/unified/${slug}/reviews`);
});

describe('/specialist/{slug} rendered on the server', () => {
  siteTest(
    'shows the profile: name, place, services linking to their pages, areas, about and contact',
    async ({ site }) => {
      const res = await site.get(`/specialist/${specialist.slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1 class="profile__name">${escapeHtml(specialist.name)}</h1>`);
      expect(html).toMatch(
        new RegExp(`<a href="/specialists/${specialist.citySlug}"[^>]*>${specialist.city}</a>`),
      );
      for (const service of specialist.serviceSlugs) {
        expect(html).toContain(`href="/specialist/${specialist.slug}/${service}"`);
      }
      expect(html).toContain(specialist.postcodeAreas.join(', '));
      expect(html).toContain(escapeHtml(specialist.description));
      expect(html).toContain(`>${specialist.phone}</a>`);
      expect(html).toContain(`href="/review/${specialist.id}"`);
      expect(html).toContain(`Reviews (${specialist.reviewCount})`);
      expect(html).toContain('class="profile__chat"');
    },
  );

  siteTest(
    'lists the newest ten reviews with their badge and links to the older ones',
    async ({ site }) => {
      const html = await (await site.get(`/specialist/${specialist.slug}`)).text();
      const names = [...html.matchAll(/aria-label="Review by ([^"]+)"/g)].map((m) => m[1]);
      expect(names).toEqual(firstPage.reviews.map((review) => escapeHtml(review.customerName)));
      expect(names).toHaveLength(10);
      if (firstPage.reviews.some((review) => review.verified)) {
        expect(html).toContain('<span class="review__verified">Verified</span>');
      }
      expect(html).toContain(`href="/specialist/${specialist.slug}?page=2"`);
      const pages = Math.ceil(specialist.reviewCount / 10);
      expect(html).toContain(`Page 1 of ${pages}`);
    },
  );

  siteTest(
    'shows the second page of reviews at ?page=2, still canonical to the profile',
    async ({ site }) => {
      const second = await apiJson<ProfileReviewsPage>(
        site,
        `/api/specialists/unified/${specialist.slug}/reviews?page=2`,
      );
      const html = await (await site.get(`/specialist/${specialist.slug}?page=2`)).text();
      const names = [...html.matchAll(/aria-label="Review by ([^"]+)"/g)].map((m) => m[1]);
      expect(names).toEqual(second.reviews.map((review) => escapeHtml(review.customerName)));
      expect(html).toContain(`rel="prev" href="/specialist/${specialist.slug}"`);
      expect(html).toContain(
        `<link rel="canonical" href="${TEST_PUBLIC_URL}/specialist/${specialist.slug}"`,
      );
      expect(html).toContain('<meta property="og:type" content="business.business"');
    },
  );

  siteTest('shows the business reply under a review that has one', async ({ site }) => {
    const replied = site.db.$client
      .prepare(
        `select sp.slug as slug, r.business_reply as reply from reviews r
         join specialists sp on sp.id = r.specialist_id
         where r.business_reply is not null and r.status = 'published' and sp.status = 'active'
         order by r.created_at desc limit 1`,
      )
      .get() as { slug: string; reply: string } | undefined;
    expect(replied).toBeDefined();
    const { slug, reply } = replied as { slug: string; reply: string };
    const reviews = await apiJson<ProfileReviewsPage>(
      site,
      `/api/specialists/unified/${slug}/reviews`,
    );
    const onFirstPage = reviews.reviews.some((review) => review.businessReply === reply);
    const html = await (await site.get(`/specialist/${slug}`)).text();
    expect(onFirstPage).toBe(true);
    expect(html).toContain(`<p class="review__reply-text">${escapeHtml(reply)}</p>`);
  });

  siteTest(
    'describes the business in JSON-LD: LocalBusiness with AggregateRating and Reviews, and breadcrumbs',
    async ({ site }) => {
      const html = await (await site.get(`/specialist/${specialist.slug}`)).text();
      const blocks = jsonLd(html);
      const business = blocks.find((block) => block['@type'] === 'LocalBusiness');
      expect(business).toMatchObject({
        name: specialist.name,
        url: `${TEST_PUBLIC_URL}/specialist/${specialist.slug}`,
        telephone: specialist.phone,
        address: { addressLocality: specialist.city, addressCountry: 'GB' },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: specialist.averageRating,
          reviewCount: specialist.reviewCount,
        },
      });
      const reviews = business?.review as Array<Record<string, unknown>>;
      expect(reviews.map((review) => review.reviewBody)).toEqual(
        firstPage.reviews.map((review) => review.reviewText),
      );
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      const items = trail?.itemListElement as Array<{ name: string }>;
      expect(items.map((item) => item.name)).toEqual([
        'Home',
        'Locations',
        specialist.city,
        specialist.name,
      ]);
    },
  );

  siteTest(
    "shows 'New' and no AggregateRating for a specialist without published reviews",
    async ({ site }) => {
      const { slug } = site.db.$client
        .prepare(
          `select sp.slug as slug from specialists sp where sp.status = 'active' and not exists
         (select 1 from reviews r where r.specialist_id = sp.id and r.status = 'published')
         limit 1`,
        )
        .get() as { slug: string };
      const html = await (await site.get(`/specialist/${slug}`)).text();
      expect(html).toContain('aria-label="New, no reviews yet"');
      expect(html).toContain('No reviews yet.');
      const business = jsonLd(html).find((block) => block['@type'] === 'LocalBusiness');
      expect(business).toBeDefined();
      expect(business).not.toHaveProperty('aggregateRating');
      expect(business).not.toHaveProperty('review');
    },
  );

  siteTest(
    'puts the one-box form with the specialist in the chat slot when Flo is off for profiles',
    async ({ site }) => {
      const [before] = site.db.select().from(chatSettings).all();
      site.db
        .update(chatSettings)
        .set({ pageSettings: { specialist_profile: { enabled: false } } })
        .run();
      const html = await (await site.get(`/specialist/${specialist.slug}`)).text();
      site.db
        .update(chatSettings)
        .set({ pageSettings: before?.pageSettings ?? {} })
        .run();
      expect(html).not.toContain('class="profile__chat"');
      expect(html).toContain(`Get a free quote from ${escapeHtml(specialist.name)}</h2>`);
      expect(html).toMatch(/<label class="field__label" for="[^"]+">Your message<\/label>/);
    },
  );

  siteTest(
    'answers 404 for an unknown specialist and for a slug the API would refuse',
    async ({ site }) => {
      const unknown = await site.get('/specialist/no-such-fitter-anywhere');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('noindex');
      expect((await site.get('/specialist/NOT_A_SLUG')).status).toBe(404);
      expect(site.errors).toEqual([]);
    },
  );
});
