import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

describe('/dashboard/widget', () => {
  businessAreaTest(
    'shows the embed code set to the business’s listing and copies it',
    async ({ business, logIn, openPage }) => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      logIn();
      await openPage('/dashboard/widget');
      const code = (await waitFor(
        () => screen.getByLabelText('Your website code'),
        NAVIGATION,
      )) as HTMLTextAreaElement;
      expect(code.value).toContain('/widget/flo.js" async data-variant="embedded"');
      expect(code.value).toContain(`data-specialist="${business.slug}"`);
      expect(code.value).toContain('<div id="flo-chat"></div>');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the code' })));
      expect(writeText).toHaveBeenCalledWith(code.value);
      await waitFor(() => expect(screen.getByText(/^Copied\./)).toBeTruthy());
    },
  );
});
