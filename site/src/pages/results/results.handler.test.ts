// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('result screens', () => {
  it('/claim-success shows the claim reference, the checks and, with a plan, the invoice steps', async () => {
    const plain = await (await t.get('/claim-success?ref=CLM-7K2QX9PA')).text();
    expect(plain).toContain('<h1>Claim received</h1>');
    expect(plain).toContain('Your reference: CLM-7K2QX9PA');
    expect(plain).toContain('e-mail you a link to set the password');
    expect(plain).not.toContain('We e-mail an invoice');

    const paid = await (
      await t.get('/claim-success?ref=CLM-7K2QX9PA&subscription=SUB-Q4M8ZC2E&tier=standard')
    ).text();
    expect(paid).toContain('(plan request SUB-Q4M8ZC2E)');
    expect(paid).toContain('Standard, £24 a month + VAT. No payment has been taken.');
    expect(paid).toContain('within one working day of your payment arriving');
  });

  it('/payment-success confirms an order, not a payment', async () => {
    const html = await (await t.get('/payment-success?ref=SUB-Q4M8ZC2E&tier=featured')).text();
    expect(html).toContain('<h1>Order received</h1>');
    expect(html).toContain('No payment has been taken.');
    expect(html).toContain('We e-mail an invoice to the address you gave');
  });

  it('leaves out references that are not ours and keeps the screens out of search', async () => {
    const html = await (await t.get('/subscription-success?ref=%3Cscript%3E&tier=gold')).text();
    expect(html).toContain('<h1>Subscription request received</h1>');
    expect(html).not.toContain('Your reference');
    expect(html).not.toContain('&lt;script');
    expect(html).toContain('name="robots" content="noindex');
  });
});
