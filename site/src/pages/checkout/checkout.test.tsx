import { subscriptionRequests } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { demoBusiness, logInDemoBusiness } from '../../testing/business-session.ts';
import { pageTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillBusiness() {
  fill('Business name', 'Pennine Floors');
  fill('Your name', 'Gareth Lloyd');
  fill('E-mail for invoices', 'accounts@penninefloors.example');
  fill('Invoice address', '4 Mill Lane\nHalifax\nHX1 2AB');
}

const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request invoice' })));

describe('/subscribe, /checkout and /claim-checkout', () => {
  pageTest(
    'says plans are invoiced, and that a plan needs a signed-in business, in the server’s HTML',
    async ({ site }) => {
      const html = await (await site.get('/subscribe?tier=featured')).text();
      expect(html).toContain('<h1>Subscribe to a listing plan</h1>');
      expect(html).toContain('No card payment online');
      expect(html).toContain('Featured is for your listing');
      expect(html).toContain('href="/login"');
      expect(html).not.toMatch(/card number|cvc|expiry date/i);
    },
  );

  pageTest(
    'records the signed-in business’s request for its listing and shows the result with its reference',
    async ({ site, openPage }) => {
      logInDemoBusiness(site);
      const page = await openPage('/subscribe?tier=featured');
      await waitFor(() => expect(screen.getByLabelText('Business name')).toBeTruthy(), NAVIGATION);
      fillBusiness();
      await send();
      await waitFor(
        () =>
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
            'Subscription request received',
          ),
        NAVIGATION,
      );
      const row = site.db.select().from(subscriptionRequests).all().at(-1);
      expect(row).toMatchObject({
        tier: 'featured',
        source: 'subscribe',
        businessName: 'Pennine Floors',
        monthlyPence: 5900,
        specialistId: demoBusiness(site).specialistId,
      });
      expect(page.router.state.location.pathname).toBe('/subscription-success');
      expect(screen.getByText(`Your reference: ${row?.reference}`)).toBeTruthy();
      expect(
        screen.getByText(/Featured, £59 a month \+ VAT\. No payment has been taken\./),
      ).toBeTruthy();
    },
  );

  pageTest('sends /checkout orders to the order result screen', async ({ site, openPage }) => {
    logInDemoBusiness(site);
    const page = await openPage('/checkout');
    await waitFor(() => expect(screen.getByLabelText('Business name')).toBeTruthy(), NAVIGATION);
    fillBusiness();
    await send();
    await waitFor(
      () => expect(page?.router.state.location.pathname).toBe('/payment-success'),
      NAVIGATION,
    );
    expect(site.db.select().from(subscriptionRequests).all().at(-1)).toMatchObject({
      source: 'checkout',
      tier: 'standard',
    });
    await waitFor(() => expect(screen.getByText('Order received')).toBeTruthy(), NAVIGATION);
  });

  pageTest(
    'shows the field errors from the API and records nothing',
    async ({ site, openPage }) => {
      logInDemoBusiness(site);
      await openPage('/checkout?tier=standard');
      await waitFor(() => expect(screen.getByLabelText('Business name')).toBeTruthy(), NAVIGATION);
      const before = site.db.select().from(subscriptionRequests).all().length;
      fill('E-mail for invoices', 'accounts at pennine');
      await send();
      await waitFor(
        () =>
          expect(screen.getByLabelText('E-mail for invoices').getAttribute('aria-invalid')).toBe(
            'true',
          ),
        NAVIGATION,
      );
      expect(screen.getByLabelText('Business name').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('Invoice address').getAttribute('aria-invalid')).toBe('true');
      expect(site.db.select().from(subscriptionRequests).all()).toHaveLength(before);
    },
  );

  pageTest(
    'asks no money on /claim-checkout: the plan waits for the claim’s approval',
    async ({ site }) => {
      const html = await (
        await site.get('/claim-checkout?claim=CLM-AAAAAAAA&tier=featured')
      ).text();
      expect(html).toContain('Nothing to pay yet');
      expect(html).toContain('finish setting up Featured from your dashboard');
      expect(html).not.toContain('Request invoice');
      expect(html).toContain('name="robots" content="noindex');
    },
  );
});
