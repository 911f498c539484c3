// @vitest-environment node
import { LISTING_PLANS } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { jsonLdOf } from '../../testing/server-html.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

describe('/pricing', () => {
  siteTest(
    'shows the three tiers with their monthly prices and what each includes',
    async ({ site }) => {
      const res = await site.get('/pricing');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h2 class="plan__name">Free listing</h2>');
      expect(html).toContain('<span class="plan__amount">£24</span>');
      expect(html).toContain('<span class="plan__amount">£59</span>');
      expect(html).toContain('or £590 a year + VAT (two months free)');
      // The dashboard comes with every claimed listing, so no paid plan sells it.
      expect(html).toContain(LISTING_PLANS.free.includes.find((i) => i.includes('dashboard')));
      expect(`${LISTING_PLANS.standard.includes}${LISTING_PLANS.featured.includes}`).not.toContain(
        'dashboard',
      );
      for (const item of LISTING_PLANS.featured.includes) expect(html).toContain(item);
      expect(html).toContain('href="/subscribe?tier=featured"');
      expect(html).toContain('href="/claim-business"');
    },
  );

  siteTest('says honestly that there is no online card payment', async ({ site }) => {
    const html = await (await site.get('/pricing')).text();
    expect(html).toContain('No card payment online');
    expect(html).toContain('We do not take card payments online.');
    expect(html).toContain('UK VAT at 20% is added');
    expect(html).toContain('within one working day of your payment arriving');
    expect(html).not.toMatch(/card number/i);
  });

  siteTest('lists the plans as offers in GBP, canonical to /pricing', async ({ site }) => {
    const html = await (await site.get('/pricing')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/pricing"`);
    const catalog = jsonLdOf(html, 'OfferCatalog') as { itemListElement: { price: string }[] };
    expect(catalog.itemListElement.map((offer) => offer.price)).toEqual(['0.00', '24.00', '59.00']);
  });
});
