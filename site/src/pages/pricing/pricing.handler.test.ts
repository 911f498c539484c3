// @vitest-environment node
import { LISTING_PLANS } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdOf } from '../../forms/page-html.ts';
import { createSiteTestApp, type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('/pricing', () => {
  it('shows the three tiers with their monthly prices and what each includes', async () => {
    const res = await t.get('/pricing');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h2 class="plan__name">Free listing</h2>');
    expect(html).toContain('<span class="plan__amount">£24</span>');
    expect(html).toContain('<span class="plan__amount">£59</span>');
    for (const item of LISTING_PLANS.featured.includes) expect(html).toContain(item);
    expect(html).toContain('href="/subscribe?tier=featured"');
    expect(html).toContain('href="/claim-business"');
  });

  it('says honestly that there is no online card payment', async () => {
    const html = await (await t.get('/pricing')).text();
    expect(html).toContain('We do not take card payments online.');
    expect(html).toContain('within one working day of your payment arriving');
    expect(html).not.toMatch(/card number/i);
  });

  it('lists the plans as offers in GBP, canonical to /pricing', async () => {
    const html = await (await t.get('/pricing')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/pricing"`);
    const catalog = jsonLdOf(html, 'OfferCatalog') as { itemListElement: { price: string }[] };
    expect(catalog.itemListElement.map((offer) => offer.price)).toEqual(['0.00', '24.00', '59.00']);
  });
});
