import { jsonBody } from '@flo/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

businessAreaTest.beforeAll(async ({ site, business }) => {
  // A general-flow consultation from abroad, with a phone and no e-mail.
  const res = await site.app.request(
    '/api/enquiries',
    jsonBody({
      flooringType: 'Laminate Flooring',
      location: 'Manchester',
      customerName: 'Camille Martin',
      customerEmail: '',
      customerPhone: '+33 1 23 45 67 89',
      budgetRange: '£3,000 to £5,000',
      urgency: 'Within 1-2 months',
      projectDetails: 'A flat we are buying.',
      chatbotSource: 'homepage_chatbot',
      pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
      intent: 'consultation',
      specialistId: business.specialistId,
    }),
  );
  if (res.status !== 201) throw new Error(`Enquiry: ${res.status} ${await res.text()}`);
});

describe('an enquiry on /dashboard', () => {
  businessAreaTest(
    'says what the customer asked for, the budget and timing, and the contact they left',
    async ({ logIn, openPage }) => {
      logIn();
      const page = await openPage('/dashboard');
      const card = await waitFor(
        () => screen.getByRole('article', { name: 'Laminate Flooring: Camille Martin' }),
        NAVIGATION,
      );
      const value = (label: string) =>
        within(card).queryByText(label)?.closest('div')?.querySelector('dd')?.textContent;
      expect(value('Asked for')).toBe('Free home consultation');
      expect(value('Budget')).toBe('£3,000 to £5,000');
      expect(value('Timescale')).toBe('Within 1-2 months');
      expect(within(card).getByRole('link', { name: '+33123456789' }).getAttribute('href')).toBe(
        'tel:+33123456789',
      );
      expect(within(card).queryByText('E-mail')).toBeNull();
      expect(page.errors).toEqual([]);
    },
  );
});
