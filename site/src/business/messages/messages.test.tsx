import { mailOutbox, specialistMessages, specialists } from '@flo/api/schema';
import { jsonBody } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

const nav = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));

describe('the dashboard tells the business where its leads go and shows its messages', () => {
  businessAreaTest(
    'lists a visitor’s message unread, counted in the navigation, until it is opened',
    async ({ site, business, logIn, openPage }) => {
      const sent = await site.app.request(
        '/api/specialist-message',
        jsonBody({
          specialistId: business.specialistId,
          senderName: 'Priya Shah',
          senderEmail: 'priya@example.test',
          subject: 'Oak floor for a hallway',
          message: 'Could you quote for about 12 square metres of oak?',
          pageUrl: `/specialist/${business.slug}`,
          pageType: 'specialist_profile',
        }),
      );
      expect(sent.status).toBe(201);
      logIn();
      await openPage('/dashboard/messages');
      const link = await waitFor(
        () => nav().getByRole('link', { name: 'Messages (1 unread)' }),
        NAVIGATION,
      );
      expect(link.getAttribute('aria-current')).toBe('page');
      const summary = screen.getByText('Oak floor for a hallway').closest('summary');
      expect(summary?.textContent).toMatch(/^Unread Oak floor for a hallway from Priya Shah/);
      await act(async () => {
        if (summary) fireEvent.click(summary);
      });
      await waitFor(
        () => expect(nav().getByRole('link', { name: 'Messages' })).toBeTruthy(),
        NAVIGATION,
      );
      const [row] = site.db.select().from(specialistMessages).all();
      expect(row?.businessReadAt).toBeInstanceOf(Date);
      expect(row?.readAt).toBeNull();
      expect(screen.getByRole('link', { name: 'priya@example.test' }).getAttribute('href')).toBe(
        'mailto:priya@example.test',
      );
    },
  );

  businessAreaTest(
    'shows the lead address and moves the leads to another one, telling the old address',
    async ({ site, business, logIn, openPage }) => {
      const listing = () =>
        site.db.select().from(specialists).where(eq(specialists.id, business.specialistId)).get();
      const before = listing()?.email ?? '';
      logIn();
      await openPage('/dashboard');
      await waitFor(() => expect(screen.getByText(before)).toBeTruthy(), NAVIGATION);
      expect(screen.getByText(before).closest('p')?.textContent).toMatch(/^Leads are sent to /);
      fireEvent.click(screen.getByRole('button', { name: 'Change the lead address' }));
      fireEvent.change(screen.getByLabelText('Send leads to'), {
        target: { value: 'leads@demo-floors.example' },
      });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save the lead address' }));
      });
      await waitFor(
        () => expect(screen.getByText('leads@demo-floors.example')).toBeTruthy(),
        NAVIGATION,
      );
      expect(listing()?.email).toBe('leads@demo-floors.example');
      const notice = site.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'lead_address_changed'))
        .get();
      expect(notice?.to).toBe(before);
    },
  );
});
