import { findActiveSession, jsonBody } from '@flo/api/testing';
import { LISTING_PLANS } from '@flo/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { BUSINESS_TOKEN_KEY } from '../../data/api-request.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { type HydratedPage, NAVIGATION } from '../../testing/hydrated-page.ts';
import { ENQUIRIES_PAGE_SIZE } from './EnquiryList.tsx';

businessAreaTest.beforeAll(async ({ site, business }) => {
  // One more than a page, the last one sent the newest.
  for (let i = 1; i <= ENQUIRIES_PAGE_SIZE + 1; i++) {
    const res = await site.app.request(
      '/api/enquiries',
      jsonBody({
        flooringType: 'Laminate Flooring',
        location: 'Manchester',
        customerName: `Customer ${i}`,
        customerEmail: `customer${i}@example.test`,
        customerPhone: '07700 900123',
        budgetRange: '£1,000 - £3,000',
        urgency: 'Within 2-4 weeks',
        projectDetails: `Kitchen number ${i}.`,
        chatbotSource: 'homepage_chatbot',
        pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
        specialistId: business.specialistId,
      }),
    );
    if (res.status !== 201) throw new Error(`Enquiry ${i}: ${res.status} ${await res.text()}`);
  }
});

const at = (page: HydratedPage, path: string) =>
  waitFor(() => expect(page.router.state.location.pathname).toBe(path), NAVIGATION);

describe('/dashboard', () => {
  businessAreaTest(
    'sends only a loading shell from the server, marked noindex',
    async ({ site }) => {
      const html = await (await site.get('/dashboard')).text();
      expect(html).toContain('<h1>Your dashboard</h1>');
      expect(html).toContain('Loading your dashboard…');
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('Customer 1');
    },
  );

  businessAreaTest('redirects to /login without a token', async ({ openPage }) => {
    const page = await openPage('/dashboard');
    await at(page, '/login');
    expect(page.requests).not.toContain('GET /api/business/me');
  });

  businessAreaTest(
    'clears a token the API refuses and redirects to /login',
    async ({ openPage }) => {
      localStorage.setItem(BUSINESS_TOKEN_KEY, 'a-token-that-was-revoked-long-ago-000000000');
      const page = await openPage('/dashboard');
      await at(page, '/login');
      expect(localStorage.getItem(BUSINESS_TOKEN_KEY)).toBeNull();
      expect(page.requests).toContain('GET /api/business/me');
    },
  );

  businessAreaTest(
    'shows the business, its listing and its enquiries newest first, a page at a time',
    async ({ business, logIn, openPage }) => {
      logIn();
      const page = await openPage('/dashboard');
      await waitFor(
        () => expect(screen.getByText('Customer 11', { exact: false })).toBeTruthy(),
        NAVIGATION,
      );
      expect(screen.getByRole('heading', { level: 2, name: business.name })).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByRole('link', { name: business.listingName })).toBeTruthy(),
      );
      const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(titles).toHaveLength(ENQUIRIES_PAGE_SIZE);
      expect(titles[0]).toBe('Laminate Flooring: Customer 11');
      expect(
        screen.getByRole('link', { name: 'customer11@example.test' }).getAttribute('href'),
      ).toBe('mailto:customer11@example.test');
      expect(screen.getByText('Kitchen number 11.')).toBeTruthy();
      expect(screen.getByText('Page 1 of 2')).toBeTruthy();

      await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Older' })));
      await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy(), NAVIGATION);
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
          'Laminate Flooring: Customer 1',
          'Hardwood Flooring: Hannah Clarke',
        ]),
      );
      expect(page.requests).toContain(
        `GET /api/business/enquiries?page=2&pageSize=${ENQUIRIES_PAGE_SIZE}`,
      );
      expect(page.errors).toEqual([]);
    },
  );

  businessAreaTest(
    'shows the plan, the measured figures and leads per week as a table',
    async ({ logIn, openPage }) => {
      logIn();
      await openPage('/dashboard');
      await waitFor(
        () => expect(screen.getByRole('heading', { name: 'Your plan: Featured' })).toBeTruthy(),
        NAVIGATION,
      );
      for (const item of LISTING_PLANS.featured.includes)
        expect(screen.getByText(item)).toBeTruthy();
      const figures = screen.getByRole('region', { name: 'How quickly you respond' });
      // The leads sent above and the seed's posted job, which the demo firm quoted for.
      const leads = ENQUIRIES_PAGE_SIZE + 2;
      expect(within(figures).getByText('Leads in the last 90 days').nextSibling?.textContent).toBe(
        String(leads),
      );
      expect(within(figures).getByText('Answered through Flo').nextSibling?.textContent).toBe(
        `1 (${Math.round(100 / leads)}%)`,
      );
      const table = screen.getByRole('table', { name: /Leads per week/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(12);
      const counts = rows.map((row) => Number(row.querySelector('td')?.textContent));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(leads);
    },
  );

  businessAreaTest('filters the inbox by status through the URL', async ({ logIn, openPage }) => {
    logIn();
    const page = await openPage('/dashboard');
    const filter = await waitFor(
      () => screen.getByRole('navigation', { name: 'Show leads by status' }),
      NAVIGATION,
    );
    await act(async () => fireEvent.click(within(filter).getByRole('link', { name: 'Won' })));
    await waitFor(
      () => expect(screen.getByText('No leads are marked won.')).toBeTruthy(),
      NAVIGATION,
    );
    expect(page.router.state.location.search).toBe('?status=won');
    expect(page.requests).toContain(
      `GET /api/business/enquiries?page=1&pageSize=${ENQUIRIES_PAGE_SIZE}&status=won`,
    );
  });
});

describe('a token revoked after the dashboard opened', () => {
  businessAreaTest(
    'is cleared at the next business call the API refuses, and the visitor goes to /login',
    async ({ site, logIn, openPage }) => {
      const token = logIn();
      const page = await openPage('/dashboard');
      const nav = await waitFor(
        () => screen.getByRole('navigation', { name: 'Dashboard' }),
        NAVIGATION,
      );
      // Every read the page makes on its own is done before the token goes.
      await waitFor(() => screen.getByTestId('billing-status'), NAVIGATION);
      const revoked = await site.app.request('/api/business/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(revoked.status).toBe(200);
      await act(async () => fireEvent.click(within(nav).getByRole('link', { name: 'Profile' })));
      await at(page, '/login');
      expect(localStorage.getItem(BUSINESS_TOKEN_KEY)).toBeNull();
      expect(page.requests).toContain('GET /api/business/profile');
    },
  );
});

describe('/logout', () => {
  businessAreaTest(
    'revokes the token, forgets it and goes to /login',
    async ({ site, logIn, openPage }) => {
      const token = logIn();
      const page = await openPage('/logout');
      await at(page, '/login');
      expect(localStorage.getItem(BUSINESS_TOKEN_KEY)).toBeNull();
      expect(page.requests).toContain('POST /api/business/logout');
      expect(findActiveSession(site.db, token, 'business', new Date())).toBeNull();
      expect(screen.getByText('Logged out')).toBeTruthy();
    },
  );
});
