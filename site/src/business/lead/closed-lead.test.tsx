import { enquiries, mailOutbox } from '@flo/api/schema';
import { jsonBody } from '@flo/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { enquiryToDemo } from '../../testing/business-session.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';

describe('a lead the customer closed', () => {
  businessAreaTest(
    'says so on the lead page and the inbox, with no reply or quote form',
    async ({ site, logIn, openPage }) => {
      const reference = await enquiryToDemo(site, { name: 'Jo Marsh', email: 'jo@example.test' });
      const enquiry = site.db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(eq(enquiries.publicId, reference))
        .get();
      const confirmation = site.db
        .select()
        .from(mailOutbox)
        .all()
        .find((mail) => mail.enquiryId === enquiry?.id && mail.kind === 'enquiry_confirmation');
      const token = confirmation?.text.match(
        /\/your-enquiry\/enq_[A-Za-z0-9_-]{16}\/([\w-]+)/,
      )?.[1];
      const closed = await site.app.request(
        `/api/your-enquiry/${reference}/close`,
        jsonBody({ token }),
      );
      expect(closed.status).toBe(200);

      logIn();
      await openPage(`/dashboard/enquiries/${reference}`);
      await waitFor(
        () => expect(screen.getByText(/Jo Marsh closed this enquiry on/)).toBeTruthy(),
        NAVIGATION,
      );
      expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();

      await openPage('/dashboard');
      await waitFor(
        () => expect(screen.getAllByText('Closed by the customer').length).toBeGreaterThan(0),
        NAVIGATION,
      );
    },
  );
});
