import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('/dashboard/widget', () => {
  it('shows the embed code set to the business’s listing and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    logInDemoBusiness(t);
    page = await openHydratedPage(t, '/dashboard/widget');
    const code = (await waitFor(
      () => screen.getByLabelText('Your website code'),
      NAVIGATION,
    )) as HTMLTextAreaElement;
    expect(code.value).toContain('/widget/flo.js" async data-variant="embedded"');
    expect(code.value).toContain(`data-specialist="${demoBusiness(t).slug}"`);
    expect(code.value).toContain('<div id="flo-chat"></div>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the code' })));
    expect(writeText).toHaveBeenCalledWith(code.value);
    await waitFor(() => expect(screen.getByText(/^Copied\./)).toBeTruthy());
  });
});
