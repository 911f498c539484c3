import { specialistImages } from '@flo/api/schema';
import { createSession, testJpeg } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { demoBusiness } from '../../testing/business-session.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

/** Uploads photos for the demo business through the API, as the page's file input does. */
async function uploadPhotos(site: SiteTestApp, count: number) {
  const token = createSession(site.db, 'business', demoBusiness(site).id, new Date());
  const jpeg = new Uint8Array(await testJpeg(400, 300));
  for (let i = 0; i < count; i += 1) {
    const res = await site.app.request('/api/business/photos', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    expect(res.status).toBe(201);
  }
}

const storedPhotos = (site: SiteTestApp) =>
  site.db
    .select({ id: specialistImages.id, caption: specialistImages.caption })
    .from(specialistImages)
    .where(eq(specialistImages.specialistId, demoBusiness(site).specialistId))
    .orderBy(asc(specialistImages.position))
    .all();

const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('/dashboard/photos', () => {
  businessAreaTest(
    'captions a photo, moves it first and removes another',
    async ({ site, logIn, openPage }) => {
      await uploadPhotos(site, 2);
      const [first, second] = storedPhotos(site);
      logIn();
      await openPage('/dashboard/photos');
      await waitFor(
        () =>
          expect(
            screen.getByRole('heading', { name: 'Photos of your work (2 of 12)' }),
          ).toBeTruthy(),
        NAVIGATION,
      );

      fireEvent.change(screen.getByLabelText('What photo 2 shows'), {
        target: { value: 'Stair runner in wool' },
      });
      await act(async () =>
        fireEvent.click(screen.getAllByRole('button', { name: 'Save caption' })[1] as HTMLElement),
      );
      await waitFor(() => expect(screen.getByText('Caption saved')).toBeTruthy());
      await click('Move Stair runner in wool earlier');
      await waitFor(() =>
        expect(storedPhotos(site)).toEqual([
          { id: second?.id, caption: 'Stair runner in wool' },
          { id: first?.id, caption: '' },
        ]),
      );

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Remove Photo 2' })).toBeTruthy(),
      );
      await click('Remove Photo 2');
      await waitFor(() =>
        expect(storedPhotos(site)).toEqual([{ id: second?.id, caption: 'Stair runner in wool' }]),
      );
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Photos of your work (1 of 12)' })).toBeTruthy(),
      );
    },
  );
});
