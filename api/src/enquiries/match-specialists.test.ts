import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, enquiryRecipients } from '../db/schema.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { chatPayload, insertEnquiryFixtures } from './fixtures.ts';
import { matchSpecialistsForEnquiry } from './match-specialists.ts';
import type { MatchCriteria } from './normalise.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(() => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
});
afterEach(() => t.close());

const match = (criteria: Partial<MatchCriteria>) =>
  matchSpecialistsForEnquiry(
    t.db,
    { location: 'Not specified', serviceText: 'General enquiry', ...criteria },
    new Date(),
  ).map((s) => s.id);
const idsOf = (...keys: string[]) => keys.map((k) => ids[k]);

describe('matchSpecialistsForEnquiry', () => {
  it('picks up to 3 active specialists of the city offering the service, featured then best rated', () => {
    expect(match({ citySlug: 'manchester', serviceSlug: 'carpet' })).toEqual(
      idsOf('featured-carpets', 'castle-carpets', 'premier-carpets'),
    );
  });

  it('never picks a suspended specialist even when featured and top rated', () => {
    const all = match({ citySlug: 'manchester', serviceSlug: 'other' });
    expect(all).not.toContain(ids['shady-carpets']);
    expect(all).toHaveLength(3);
  });

  it('finds the city from typed text, or from a postcode area when the text names no city', () => {
    const carpetInManchester = idsOf('featured-carpets', 'castle-carpets', 'premier-carpets');
    expect(match({ location: ' manchester ', serviceSlug: 'carpet' })).toEqual(carpetInManchester);
    expect(match({ location: 'M1 2AB', serviceSlug: 'carpet' })).toEqual(carpetInManchester);
    expect(match({ location: 'Home', postcode: 'm4 5bz', serviceSlug: 'carpet' })).toEqual(
      carpetInManchester,
    );
    expect(match({ location: '3 Park Row, Leeds', serviceSlug: 'tile' })).toHaveLength(3);
  });

  it('falls back to service keywords in the free text', () => {
    expect(match({ citySlug: 'manchester', serviceText: 'Parquet restoration' })).toEqual(
      idsOf('oak-floors'),
    );
    expect(match({ citySlug: 'manchester', serviceText: 'Engineered Wood' })).toEqual(
      idsOf('oak-floors'),
    );
    expect(match({ citySlug: 'manchester', serviceText: 'laminate please' })).toEqual(
      idsOf('castle-carpets'),
    );
  });

  it('gives a named active specialist the enquiry alone, and an inactive one nobody', () => {
    expect(match({ specialistId: ids['oak-floors'], citySlug: 'manchester' })).toEqual(
      idsOf('oak-floors'),
    );
    expect(match({ specialistId: ids['shady-carpets'] })).toEqual([]);
    expect(match({ specialistId: 999_999 })).toEqual([]);
  });

  it('matches nobody in a city without specialists or an unknown place', () => {
    expect(match({ citySlug: 'milton-keynes', serviceSlug: 'carpet' })).toEqual([]);
    expect(match({ location: 'Atlantis', serviceSlug: 'carpet' })).toEqual([]);
  });
});

describe('matching through POST /api/enquiries', () => {
  const post = (body: unknown) => t.app.request('/api/enquiries', jsonBody(body));

  it('spreads leads: equal specialists who had a lead recently go after those who did not', async () => {
    const tilesInLeeds = chatPayload({
      location: 'Leeds',
      selectedServiceSlug: 'tile',
      flooringType: 'Tile Installation',
    });
    await post(tilesInLeeds);
    await post(tilesInLeeds);
    const [first, second] = t.db.select({ id: enquiries.id }).from(enquiries).all();
    const recipientsOf = (enquiryId = 0) =>
      t.db
        .select({
          specialistId: enquiryRecipients.specialistId,
          enquiryId: enquiryRecipients.enquiryId,
        })
        .from(enquiryRecipients)
        .all()
        .filter((r) => r.enquiryId === enquiryId)
        .map((r) => r.specialistId)
        .sort((a, b) => a - b);
    expect(recipientsOf(first?.id)).toEqual(
      idsOf('leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-3'),
    );
    expect(recipientsOf(second?.id)).toEqual(
      idsOf('leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-4'),
    );
  });

  it('stores a named specialist on the enquiry and sends it only to them', async () => {
    const res = await post(chatPayload({ specialistId: ids['premier-carpets'] }));
    expect(await res.json()).toMatchObject({ status: 'matched', matchedSpecialists: 1 });
    const [row] = t.db.select().from(enquiries).all();
    expect(row?.specialistId).toBe(ids['premier-carpets']);
  });

  it("stores an enquiry for a suspended or unknown specialist as 'received' instead of refusing it", async () => {
    const suspended = await post(chatPayload({ specialistId: ids['shady-carpets'] }));
    expect(suspended.status).toBe(201);
    expect(await suspended.json()).toMatchObject({ status: 'received', matchedSpecialists: 0 });
    const unknown = await post(chatPayload({ specialistId: 999_999 }));
    expect(unknown.status).toBe(201);
    const rows = t.db.select().from(enquiries).all();
    expect(rows.map((r) => [r.status, r.specialistId])).toEqual([
      ['new', ids['shady-carpets']],
      ['new', null],
    ]);
    expect(t.db.select().from(enquiryRecipients).all()).toHaveLength(0);
  });

  it("stores an enquiry from a place with no specialists as 'received'", async () => {
    const res = await post(chatPayload({ location: 'Milton Keynes' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'received', matchedSpecialists: 0 });
    expect(t.db.select().from(enquiries).all()).toHaveLength(1);
  });
});
