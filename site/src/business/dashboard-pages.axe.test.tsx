import { screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../testing/axe.ts';
import { enquiryToDemo } from '../testing/business-session.ts';
import { businessAreaTest } from '../testing/fixtures.ts';
import { NAVIGATION } from '../testing/hydrated-page.ts';

// Beside business-pages.axe.test.ts, not in it: that file replaces the whole document, and
// Testing Library's screen stays bound to the body it found first.

let reference: string;

businessAreaTest.beforeAll(async ({ site }) => {
  // openHydratedPage copies the served head and body, not the <html lang> the server sends.
  document.documentElement.lang = 'en-GB';
  reference = await enquiryToDemo(site, { name: 'Axe Customer', email: 'axe@example.test' });
});

describe('the signed-in dashboard pages pass axe-core once their content has loaded', () => {
  businessAreaTest.for<[string, string]>([
    ['/dashboard', 'Leads per week'],
    ['/dashboard/enquiries/{reference}', 'Send a quote'],
    ['/dashboard/messages', 'No messages yet. Visitors write to you from your public profile.'],
    ['/dashboard/profile', 'Services you offer'],
    ['/dashboard/photos', 'Add photos'],
    ['/dashboard/reviews', 'Your reviews'],
    ['/dashboard/widget', 'Your website code'],
  ])('%s', async ([path, loadedText], { logIn, openPage }) => {
    logIn();
    await openPage(path.replace('{reference}', reference));
    await waitFor(
      () => expect(screen.getAllByText(loadedText).length).toBeGreaterThan(0),
      NAVIGATION,
    );
    await waitFor(() => expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull());
    expect(await axeViolationsOfDocument()).toEqual([]);
  });
});
