import { claimRequests } from '@flo/api/schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

describe('/dashboard billing panel', () => {
  businessAreaTest(
    'says plans are invoiced here and offers to finish the plan chosen while claiming',
    async ({ site, business, logIn, openPage }) => {
      site.db
        .insert(claimRequests)
        .values({
          reference: 'CLM-BILLING2',
          specialistId: business.specialistId,
          name: 'Demo Owner',
          role: 'Owner',
          email: 'demo@flo.local',
          phone: '0161 496 0123',
          proof: 'The listing is ours.',
          tier: 'featured',
          status: 'approved',
        })
        .run();
      logIn();
      await openPage('/dashboard');
      const status = await waitFor(() => screen.getByTestId('billing-status'), NAVIGATION);
      expect(status.textContent).toMatch(/^No paid plan: your listing is on /);
      expect(screen.getByText(/invoiced by e-mail/)).toBeTruthy();
      const finish = screen.getByRole('link', {
        name: 'Finish setting up Featured: request an invoice',
      });
      expect(finish.getAttribute('href')).toBe('/subscribe?tier=featured');
    },
  );
});
