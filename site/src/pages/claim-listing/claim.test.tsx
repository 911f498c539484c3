import {
  businesses,
  cities,
  claimRequests,
  specialists,
  subscriptionRequests,
} from '@flo/api/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

/** Unclaimed active listings of the demo directory, in id order. */
function unclaimed(site: SiteTestApp, offset: number) {
  const row = site.db
    .select({ id: specialists.id, name: specialists.name, city: cities.name })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(eq(specialists.status, 'active'), isNull(specialists.claimedByBusinessId)))
    .orderBy(specialists.id)
    .limit(1)
    .offset(offset)
    .get();
  if (!row) throw new Error('no unclaimed listing');
  return row;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillClaim() {
  fill('Your name', 'Siobhan Kelly');
  fireEvent.change(screen.getByLabelText('Your role'), { target: { value: 'Owner' } });
  fill('Business e-mail', 'siobhan@kellyfloors.example');
  fill('Phone number', '0113 496 0555');
  fill(
    'How can we confirm you run this business?',
    'The landline on the listing rings in our shop.',
  );
}

const submit = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: `Claim ${name}` })));

describe('/claim-business/{specialistId}', () => {
  pageTest(
    'sends a free claim and shows the claim result with its reference',
    async ({ site, openPage }) => {
      const listing = unclaimed(site, 1);
      const page = await openPage(`/claim-business/${listing.id}`);
      fillClaim();
      fireEvent.change(screen.getByLabelText(/^Send leads to/), {
        target: { value: 'leads@kellyfloors.example' },
      });
      await submit(listing.name);
      await waitFor(
        () => expect(page?.router.state.location.pathname).toBe('/claim-success'),
        NAVIGATION,
      );
      const row = site.db
        .select()
        .from(claimRequests)
        .where(eq(claimRequests.specialistId, listing.id))
        .get();
      expect(row).toMatchObject({
        tier: 'free',
        role: 'Owner',
        email: 'siobhan@kellyfloors.example',
        leadEmail: 'leads@kellyfloors.example',
      });
      await waitFor(
        () => expect(screen.getByText(`Your reference: ${row?.reference}`)).toBeTruthy(),
        NAVIGATION,
      );
    },
  );

  pageTest(
    'continues a paid claim to the claim checkout, which asks no money before the claim is checked',
    async ({ site, openPage }) => {
      const listing = unclaimed(site, 2);
      const page = await openPage(`/claim-business/${listing.id}`);
      fillClaim();
      fireEvent.click(screen.getByLabelText(/^Standard/));
      await submit(listing.name);
      await waitFor(
        () => expect(page?.router.state.location.pathname).toBe('/claim-checkout'),
        NAVIGATION,
      );
      const claim = site.db
        .select()
        .from(claimRequests)
        .where(eq(claimRequests.specialistId, listing.id))
        .get();
      expect(claim?.tier).toBe('standard');
      await waitFor(
        () =>
          expect(
            screen.getByText(new RegExp(`We have your claim ${claim?.reference}`)),
          ).toBeTruthy(),
        NAVIGATION,
      );
      expect(screen.getByText(/finish setting up Standard from your dashboard/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Request invoice' })).toBeNull();
      expect(site.db.select().from(subscriptionRequests).all()).toEqual([]);
    },
  );

  pageTest(
    'shows the API errors beside the fields and the 409 when the listing was claimed meanwhile',
    async ({ site, openPage }) => {
      const listing = unclaimed(site, 3);
      await openPage(`/claim-business/${listing.id}`);
      fill('Phone number', 'ring me');
      fireEvent.change(screen.getByLabelText(/^Send leads to/), { target: { value: 'no-at' } });
      await submit(listing.name);
      await waitFor(
        () =>
          expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true'),
        NAVIGATION,
      );
      expect(screen.getByLabelText('Your role').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText(/^Send leads to/).getAttribute('aria-invalid')).toBe('true');

      const business = site.db
        .insert(businesses)
        .values({ email: 'owner@elsewhere.example', name: 'Owner', specialistId: listing.id })
        .returning({ id: businesses.id })
        .get();
      site.db
        .update(specialists)
        .set({ claimedByBusinessId: business.id })
        .where(eq(specialists.id, listing.id))
        .run();
      fireEvent.change(screen.getByLabelText(/^Send leads to/), { target: { value: '' } });
      fillClaim();
      await submit(listing.name);
      await waitFor(
        () =>
          expect(document.querySelector('.form-alert')?.textContent).toContain(
            'already been claimed',
          ),
        NAVIGATION,
      );
      expect(
        site.db
          .select()
          .from(claimRequests)
          .where(eq(claimRequests.specialistId, listing.id))
          .all(),
      ).toEqual([]);
    },
  );

  pageTest('says a claimed listing is taken instead of showing the form', async ({ site }) => {
    const claimed = site.db
      .select({ id: specialists.id })
      .from(specialists)
      .where(isNotNull(specialists.claimedByBusinessId))
      .get();
    const html = await (await site.get(`/claim-business/${claimed?.id}`)).text();
    expect(html).toContain('This listing has already been claimed');
    expect(html).not.toContain('Business e-mail');
  });

  pageTest('answers 404 for unknown and malformed listing ids', async ({ site }) => {
    expect((await site.get('/claim-business/99999999')).status).toBe(404);
    expect((await site.get('/claim-business/oakbridge/extra')).status).toBe(404);
    expect(site.errors).toEqual([]);
  });
});
