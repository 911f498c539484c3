import { businesses } from '@flo/api/schema';
import { createSession, jsonBody } from '@flo/api/testing';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

let specialist: { id: number; slug: string };
siteTest.beforeAll(({ site }) => {
  // An active listing that has never had a lead, so the figures start from nothing.
  const row = site.db.$client
    .prepare(
      `select id, slug from specialists s where status = 'active'
        and not exists (select 1 from enquiry_recipients r where r.specialist_id = s.id)
        and not exists (select 1 from businesses b where b.specialist_id = s.id)
        order by id desc limit 1`,
    )
    .get() as { id: number; slug: string } | undefined;
  if (!row) throw new Error('The demo seed has no listing without leads');
  specialist = row;
});

const profileHtml = async (site: SiteTestApp) =>
  (await site.get(`/specialist/${specialist.slug}`)).text();

async function leadFor(site: SiteTestApp, n: number): Promise<string> {
  const res = await site.app.request(
    '/api/enquiries',
    jsonBody({
      flooringType: 'Carpet Installation',
      location: 'Leeds',
      customerName: `Customer ${n}`,
      customerEmail: `customer${n}@example.test`,
      customerPhone: '',
      budgetRange: 'Not specified',
      urgency: 'Not specified',
      projectDetails: 'Stairs.',
      chatbotSource: 'specialist_page_chatbot',
      pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
      specialistId: specialist.id,
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('response figures on the public profile', () => {
  siteTest(
    'say the specialist is new to Flo below 5 leads, then show what Flo measured',
    async ({ site }) => {
      expect(await profileHtml(site)).toContain('New to Flo: no response figures yet.');
      const references: string[] = [];
      for (let n = 1; n <= 5; n++) references.push(await leadFor(site, n));
      const { id } = site.db
        .insert(businesses)
        .values({ email: 'figures@example.test', name: 'Figures', specialistId: specialist.id })
        .returning({ id: businesses.id })
        .get();
      const token = createSession(site.db, 'business', id, new Date());
      for (const reference of references.slice(0, 2)) {
        const reply = await site.app.request(
          `/api/business/enquiries/${reference}/replies`,
          jsonBody({ message: 'Hello' }, { authorization: `Bearer ${token}` }),
        );
        expect(reply.status).toBe(201);
      }
      const html = await profileHtml(site);
      expect(html).not.toContain('New to Flo');
      expect(html).toContain(
        'Typically replies in under a minute; answers 40% of enquiries (measured by Flo over its last 5 enquiries).',
      );
      expect(html).not.toContain('within 2 hours');
    },
  );
});
