import { specialists } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, logInDemoBusiness } from '../../testing/business-session.ts';
import { type HydratedPage, NAVIGATION, openHydratedPage } from '../../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
  localStorage.clear();
});

const listing = () =>
  t.db
    .select()
    .from(specialists)
    .where(eq(specialists.id, demoBusiness(t).specialistId))
    .get();
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));

describe('/dashboard/profile', () => {
  it('shows a phone that is not a UK number beside its field, and saves nothing', async () => {
    const before = listing();
    logInDemoBusiness(t);
    page = await openHydratedPage(t, '/dashboard/profile');
    await waitFor(() => expect(screen.getByLabelText('Phone (UK)')).toBeTruthy(), NAVIGATION);
    fill('Phone (UK)', '+1 212 555 0100');
    await save();
    const phone = screen.getByLabelText('Phone (UK)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('profile-phone-error')?.textContent).toMatch(/UK phone number/);
    expect(document.querySelector('.form-alert')?.textContent).toMatch(/highlighted field/);
    expect(listing()).toEqual(before);
  });

  it('sends only what changed, so a stored phone today’s rule refuses never blocks a save', async () => {
    // A number typed before phones were checked, which the rule now refuses.
    const legacyPhone = 'Ring the showroom';
    t.db
      .update(specialists)
      .set({ phone: legacyPhone })
      .where(eq(specialists.id, demoBusiness(t).specialistId))
      .run();
    logInDemoBusiness(t);
    page = await openHydratedPage(t, '/dashboard/profile');
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
    expect(listing()).toMatchObject({
      description: 'Family flooring fitters in Manchester since 1998, showroom in Ancoats.',
      phone: legacyPhone,
    });
  });

  it('saves areas, services and phone, and the public profile shows the areas', async () => {
    logInDemoBusiness(t);
    page = await openHydratedPage(t, '/dashboard/profile');
    await waitFor(() => expect(screen.getByLabelText('Phone (UK)')).toBeTruthy(), NAVIGATION);
    fill('Areas you also cover', 'Salford\nStockport\n');
    fill('Phone (UK)', '+44 161 496 0000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tile Installation' }));
    await save();
    await waitFor(() => expect(screen.getByText(/Your profile is saved/)).toBeTruthy());
    expect(listing()).toMatchObject({ areas: ['Salford', 'Stockport'], phone: '0161 496 0000' });

    const html = await (await t.get(`/specialist/${demoBusiness(t).slug}`)).text();
    expect(html).toContain('Also covers Salford, Stockport.');
    expect(html).toContain('Tile Installation');
  });
});
