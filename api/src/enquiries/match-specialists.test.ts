import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, enquiryRecipients } from '../db/schema.ts';
import type { MatchCriteria } from '../deps.ts';
import { chatPayload, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { matchSpecialistsForEnquiry } from './match-specialists.ts';
import { insertEnquiry, insertRecipients } from './repository.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(() => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
});
afterEach(() => t.close());

const match = (criteria: Partial<MatchCriteria>) =>
  matchSpecialistsForEnquiry(t.db, {
    location: 'Not specified',
    serviceText: 'General enquiry',
    ...criteria,
  }).map((s) => s.id);
const idsOf = (...keys: string[]) => keys.map((k) => ids[k] as number);

let enquiryCount = 0;
/** Stores an enquiry sent to these specialists at `at`, as the enquiry path does. */
function sendLead(specialistIds: number[], at: Date) {
  enquiryCount += 1;
  const enquiryId = insertEnquiry(t.db, {
    publicId: `enq_match_test_${enquiryCount}`,
    kind: 'chat',
    flooringType: 'Tile Installation',
    location: 'Leeds',
    customerName: 'Helen',
    budgetRange: 'Not specified',
    urgency: 'Not specified',
    chatbotSource: 'test',
  });
  insertRecipients(t.db, enquiryId, specialistIds, at);
}
/** The Leeds tilers by number, e.g. `tilesNumbered(4, 1)` for leeds-tiles-4 and leeds-tiles-1. */
const tilesNumbered = (...numbers: number[]) => idsOf(...numbers.map((n) => `leeds-tiles-${n}`));

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

  it('hands a tied group its leads in turn, each before any gets another, even within one millisecond', () => {
    // Four equal tilers, three per enquiry: a queue serves 1 2 3, 4 1 2, 3 4 1, 2 3 4.
    const received = new Map(tilesNumbered(1, 2, 3, 4).map((id) => [id, 0]));
    const at = new Date('2026-11-25T12:00:00Z');
    const picks: number[][] = [];
    for (let n = 0; n < 8; n++) {
      const picked = match({ citySlug: 'leeds', serviceSlug: 'tile' });
      picks.push(picked);
      sendLead(picked, at);
      for (const id of picked) received.set(id, (received.get(id) ?? 0) + 1);
      const counts = [...received.values()];
      expect(Math.max(...counts) - Math.min(...counts), `after enquiry ${n + 1}`).toBeLessThan(2);
    }
    expect(picks.slice(0, 4)).toEqual([
      tilesNumbered(1, 2, 3),
      tilesNumbered(4, 1, 2),
      tilesNumbered(3, 4, 1),
      tilesNumbered(2, 3, 4),
    ]);
    expect([...received.values()]).toEqual([6, 6, 6, 6]);
  });

  it('gives the next lead to whoever has waited longest, however many leads it had before', () => {
    for (let n = 0; n < 5; n++) sendLead(tilesNumbered(1), new Date('2026-11-01T09:00:00Z'));
    sendLead(tilesNumbered(4), new Date('2026-11-24T09:00:00Z'));
    sendLead(tilesNumbered(2), new Date('2026-11-25T09:00:00Z'));
    sendLead(tilesNumbered(3), new Date('2026-11-25T10:00:00Z'));
    expect(match({ citySlug: 'leeds', serviceSlug: 'tile' })).toEqual(tilesNumbered(1, 4, 2));
  });

  it('keeps featured and better-rated specialists first however recently they had leads', () => {
    sendLead(idsOf('featured-carpets', 'castle-carpets'), new Date());
    expect(match({ citySlug: 'manchester', serviceSlug: 'carpet' })).toEqual(
      idsOf('featured-carpets', 'castle-carpets', 'premier-carpets'),
    );
  });

  it('matches nobody in a city without specialists or an unknown place', () => {
    expect(match({ citySlug: 'milton-keynes', serviceSlug: 'carpet' })).toEqual([]);
    expect(match({ location: 'Atlantis', serviceSlug: 'carpet' })).toEqual([]);
  });
});

describe('matching through POST /api/enquiries', () => {
  const post = (body: unknown) => t.app.request('/api/enquiries', jsonBody(body));

  it('spreads leads: equal specialists who had a lead go after those who never did', async () => {
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
