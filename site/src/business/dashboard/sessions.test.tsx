import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

businessAreaTest(
  'lists where the business is signed in and signs out everywhere, back to the login',
  async ({ site, logIn, openPage }) => {
    logIn();
    const page = await openPage('/dashboard');
    const sessions = await waitFor(
      () => screen.getByRole('region', { name: 'Where you are signed in' }),
      NAVIGATION,
    );
    await waitFor(() => expect(within(sessions).getByText(/\(this browser\)/)).toBeTruthy());
    await act(async () =>
      fireEvent.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' })),
    );
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'), NAVIGATION);
    const open = site.db.$client
      .prepare(
        `select count(*) as open from sessions where role = 'business' and revoked_at is null`,
      )
      .get();
    expect(open).toEqual({ open: 0 });
  },
);
