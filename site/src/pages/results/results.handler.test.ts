// @vitest-environment node
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';

describe('result screens', () => {
  siteTest(
    '/claim-success shows the claim reference, the checks and, with a plan, the invoice steps',
    async ({ site }) => {
      const plain = await (await site.get('/claim-success?ref=CLM-7K2QX9PA')).text();
      expect(plain).toContain('<h1>Claim received</h1>');
      expect(plain).toContain('Your reference: CLM-7K2QX9PA');
      expect(plain).toContain('e-mail you a link to set the password');
      expect(plain).not.toContain('We e-mail an invoice');

      const paid = await (
        await site.get('/claim-success?ref=CLM-7K2QX9PA&subscription=SUB-Q4M8ZC2E&tier=standard')
      ).text();
      expect(paid).toContain('(plan request SUB-Q4M8ZC2E)');
      expect(paid).toContain('Standard, £24 a month + VAT. No payment has been taken.');
      expect(paid).toContain('within one working day of your payment arriving');
    },
  );

  siteTest('/payment-success confirms an order, not a payment', async ({ site }) => {
    const html = await (await site.get('/payment-success?ref=SUB-Q4M8ZC2E&tier=featured')).text();
    expect(html).toContain('<h1>Order received</h1>');
    expect(html).toContain('No payment has been taken.');
    expect(html).toContain('We e-mail an invoice to the address you gave');
  });

  siteTest(
    'leaves out references that are not ours and keeps the screens out of search',
    async ({ site }) => {
      const html = await (
        await site.get('/subscription-success?ref=%3Cscript%3E&tier=gold')
      ).text();
      expect(html).toContain('<h1>Subscription request received</h1>');
      expect(html).not.toContain('Your reference');
      expect(html).not.toContain('&lt;script');
      expect(html).toContain('name="robots" content="noindex');
    },
  );
});
