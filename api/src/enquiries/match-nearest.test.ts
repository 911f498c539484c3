import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { MatchCriteria } from '../deps.ts';
import { placeUnplacedCities } from '../geo/city-coordinates.ts';
import { chatPayload, simplePayload } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { matchedSpecialists } from './match-specialists.ts';

enquiryTest.beforeEach(({ api }) => api.engine.commit(placeUnplacedCities));

const match = async (api: TestApp, criteria: Partial<MatchCriteria>) =>
  (
    await api.engine.run(matchedSpecialists, {
      location: 'Not specified',
      serviceText: 'General enquiry',
      ...criteria,
    })
  ).map((s) => s.id);
const idsOf = (specialistIds: Record<string, number>, ...keys: string[]) =>
  keys.map((k) => specialistIds[k]);
const carpetInManchester = (specialistIds: Record<string, number>) =>
  idsOf(specialistIds, 'featured-carpets', 'castle-carpets', 'premier-carpets');

describe('matching a place outside the directory to the nearest served cities', () => {
  enquiryTest(
    'matches a town, county, postcode or postcode field to the nearest city with specialists',
    async ({ api, specialistIds }) => {
      for (const location of ['Stockport', 'Greater Manchester', 'Didsbury', 'SK4 1AA', 'OL1']) {
        expect(await match(api, { location, serviceSlug: 'carpet' }), location).toEqual(
          carpetInManchester(specialistIds),
        );
      }
      expect(
        await match(api, { location: 'Home', postcode: 'SK4 1AA', serviceSlug: 'carpet' }),
      ).toEqual(carpetInManchester(specialistIds));
    },
  );

  enquiryTest(
    'skips nearer cities where nobody offers the service',
    async ({ api, specialistIds }) => {
      // Bradford is next to Leeds, whose specialists only lay tiles.
      expect(await match(api, { location: 'Bradford', serviceSlug: 'carpet' })).toEqual(
        carpetInManchester(specialistIds),
      );
      expect(await match(api, { location: 'Huddersfield', serviceSlug: 'tile' })).toHaveLength(3);
      expect(await match(api, { location: 'Huddersfield', serviceSlug: 'tile' })).not.toContain(
        specialistIds['castle-carpets'],
      );
    },
  );

  enquiryTest(
    'lets the page city win, and matches nobody far from every served city',
    async ({ api, specialistIds }) => {
      expect(
        await match(api, { citySlug: 'leeds', location: 'Stockport', serviceSlug: 'carpet' }),
      ).toEqual([]);
      expect(
        await match(api, { citySlug: 'stockport', location: 'Leeds', serviceSlug: 'carpet' }),
      ).toEqual(carpetInManchester(specialistIds));
      expect(await match(api, { location: 'Truro', serviceSlug: 'carpet' })).toEqual([]);
    },
  );

  enquiryTest(
    'matches one-box form and chat enquiries from a town through POST /api/enquiries',
    async ({ api, specialistIds }) => {
      const chat = await api.app.request(
        '/api/enquiries',
        jsonBody(chatPayload({ location: 'Stockport, Cheshire' })),
      );
      expect(await chat.json()).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      const form = await api.app.request(
        '/api/enquiries',
        jsonBody(simplePayload({ location: 'Huddersfield' })),
      );
      expect(await form.json()).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      const { db, tables } = api.engine;
      const [formEnquiry] = await db
        .select()
        .from(tables.enquiries)
        .orderBy(desc(tables.enquiries.id))
        .limit(1);
      const recipients = (
        await db
          .select({ id: tables.enquiryRecipients.specialistId })
          .from(tables.enquiryRecipients)
          .where(eq(tables.enquiryRecipients.enquiryId, formEnquiry?.id ?? 0))
      ).map((r) => r.id);
      expect(
        recipients.every((id) =>
          idsOf(
            specialistIds,
            'leeds-tiles-1',
            'leeds-tiles-2',
            'leeds-tiles-3',
            'leeds-tiles-4',
          ).includes(id),
        ),
      ).toBe(true);
    },
  );
});
