import { specialists } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { demoBusiness } from '../../testing/business-session.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

const listing = (site: SiteTestApp) =>
  site.db
    .select()
    .from(specialists)
    .where(eq(specialists.id, demoBusiness(site).specialistId))
    .get();
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));

describe('/dashboard/profile', () => {
  businessAreaTest(
    'shows a phone that is not a UK number beside its field, and saves nothing',
    async ({ site, logIn, openPage }) => {
      const before = listing(site);
      logIn();
      await openPage('/dashboard/profile');
      await waitFor(() => expect(screen.getByLabelText('Phone (UK)')).toBeTruthy(), NAVIGATION);
      fill('Phone (UK)', '+1 212 555 0100');
      await save();
      const phone = screen.getByLabelText('Phone (UK)');
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById('profile-phone-error')?.textContent).toMatch(
        /UK phone number/,
      );
      expect(document.querySelector('.form-alert')?.textContent).toMatch(/highlighted field/);
      expect(listing(site)).toEqual(before);
    },
  );

  businessAreaTest(
    'sends only what changed, so a stored phone today’s rule refuses never blocks a save',
    async ({ site, business, logIn, openPage }) => {
      // A number typed before phones were checked, which the rule now refuses.
      const legacyPhone = 'Ring the showroom';
      site.db
        .update(specialists)
        .set({ phone: legacyPhone })
        .where(eq(specialists.id, business.specialistId))
        .run();
      logIn();
      const page = await openPage('/dashboard/profile');
      await waitFor(() => expect(screen.getByLabelText('Phone (UK)')).toBeTruthy(), NAVIGATION);
      fill(
        'About your business',
        'Family flooring fitters in Manchester since 1998, showroom in Ancoats.',
      );
      await save();
      await waitFor(() => expect(screen.getByText(/Your profile is saved/)).toBeTruthy());
      expect(page.requests.filter((r) => r.startsWith('PATCH'))).toEqual([
        'PATCH /api/business/profile',
      ]);
      expect(listing(site)).toMatchObject({
        description: 'Family flooring fitters in Manchester since 1998, showroom in Ancoats.',
        phone: legacyPhone,
      });
    },
  );

  businessAreaTest(
    'saves areas, services and phone, and the public profile shows the areas',
    async ({ site, business, logIn, openPage }) => {
      logIn();
      await openPage('/dashboard/profile');
      await waitFor(() => expect(screen.getByLabelText('Phone (UK)')).toBeTruthy(), NAVIGATION);
      fill('Areas you also cover', 'Salford\nStockport\n');
      fill('Phone (UK)', '+44 161 496 0000');
      fireEvent.click(screen.getByRole('checkbox', { name: 'Tile Installation' }));
      await save();
      await waitFor(() => expect(screen.getByText(/Your profile is saved/)).toBeTruthy());
      expect(listing(site)).toMatchObject({
        areas: ['Salford', 'Stockport'],
        phone: '0161 496 0000',
      });

      const html = await (await site.get(`/specialist/${business.slug}`)).text();
      expect(html).toContain('Also covers Salford, Stockport.');
      expect(html).toContain('Tile Installation');
    },
  );
});
