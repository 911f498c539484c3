import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, enquiryRecipients } from '../db/schema.ts';
import type { MatchCriteria } from '../deps.ts';
import { fillCityCoordinates } from '../geo/city-coordinates.ts';
import { chatPayload, insertEnquiryFixtures, simplePayload } from '../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { matchSpecialistsForEnquiry } from './match-specialists.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(() => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
  fillCityCoordinates(t.db);
});
afterEach(() => t.close());

const match = (criteria: Partial<MatchCriteria>) =>
  matchSpecialistsForEnquiry(t.db, {
    location: 'Not specified',
    serviceText: 'General enquiry',
    ...criteria,
  }).map((s) => s.id);
const idsOf = (...keys: string[]) => keys.map((k) => ids[k]);
const carpetInManchester = () => idsOf('featured-carpets', 'castle-carpets', 'premier-carpets');

describe('matching a place outside the directory to the nearest served cities', () => {
  it('matches a town, county, postcode or postcode field to the nearest city with specialists', () => {
    for (const location of ['Stockport', 'Greater Manchester', 'Didsbury', 'SK4 1AA', 'OL1']) {
      expect(match({ location, serviceSlug: 'carpet' }), location).toEqual(carpetInManchester());
    }
    expect(match({ location: 'Home', postcode: 'SK4 1AA', serviceSlug: 'carpet' })).toEqual(
      carpetInManchester(),
    );
  });

  it('skips nearer cities where nobody offers the service', () => {
    // Bradford is next to Leeds, whose specialists only lay tiles.
    expect(match({ location: 'Bradford', serviceSlug: 'carpet' })).toEqual(carpetInManchester());
    expect(match({ location: 'Huddersfield', serviceSlug: 'tile' })).toHaveLength(3);
    expect(match({ location: 'Huddersfield', serviceSlug: 'tile' })).not.toContain(
      ids['castle-carpets'],
    );
  });

  it('lets the page city win, and matches nobody far from every served city', () => {
    expect(match({ citySlug: 'leeds', location: 'Stockport', serviceSlug: 'carpet' })).toEqual([]);
    expect(match({ citySlug: 'stockport', location: 'Leeds', serviceSlug: 'carpet' })).toEqual(
      carpetInManchester(),
    );
    expect(match({ location: 'Truro', serviceSlug: 'carpet' })).toEqual([]);
  });

  it('matches one-box form and chat enquiries from a town through POST /api/enquiries', async () => {
    const chat = await t.app.request(
      '/api/enquiries',
      jsonBody(chatPayload({ location: 'Stockport, Cheshire' })),
    );
    expect(await chat.json()).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
    const form = await t.app.request(
      '/api/enquiries',
      jsonBody(simplePayload({ location: 'Huddersfield' })),
    );
    expect(await form.json()).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
    const [formEnquiry] = t.db.select().from(enquiries).all().slice(-1);
    const recipients = t.db
      .select({ id: enquiryRecipients.specialistId, enquiryId: enquiryRecipients.enquiryId })
      .from(enquiryRecipients)
      .all()
      .filter((r) => r.enquiryId === formEnquiry?.id)
      .map((r) => r.id);
    expect(
      recipients.every((id) =>
        idsOf('leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-3', 'leeds-tiles-4').includes(id),
      ),
    ).toBe(true);
  });
});
