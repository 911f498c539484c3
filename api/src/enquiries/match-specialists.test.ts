import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { MatchCriteria } from '../deps.ts';
import { chatPayload } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { matchedSpecialists } from './match-specialists.ts';
import { storeEnquiryRow, storeRecipients } from './repository.ts';

const match = async (api: TestApp, criteria: Partial<MatchCriteria>) =>
  (
    await api.engine.run(matchedSpecialists, {
      location: 'Not specified',
      serviceText: 'General enquiry',
      ...criteria,
    })
  ).map((s) => s.id);
const storedEnquiries = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.enquiries).orderBy(tables.enquiries.id);
const idsOf = (specialistIds: Record<string, number>, ...keys: string[]) =>
  keys.map((k) => specialistIds[k] as number);

function* storeLead(
  on: EngineScope,
  publicId: string,
  recipientIds: number[],
  at: Date,
): Steps<void> {
  const enquiryId = yield* storeEnquiryRow(on, {
    publicId,
    kind: 'chat',
    flooringType: 'Tile Installation',
    location: 'Leeds',
    customerName: 'Helen',
    budgetRange: 'Not specified',
    urgency: 'Not specified',
    chatbotSource: 'test',
  });
  yield* storeRecipients(on, enquiryId ?? 0, recipientIds, at);
}
let enquiryCount = 0;
/** Stores an enquiry sent to these specialists at `at`, as the enquiry path does. */
function sendLead(api: TestApp, recipientIds: number[], at: Date) {
  enquiryCount += 1;
  return api.engine.commit(storeLead, `enq_match_test_${enquiryCount}`, recipientIds, at);
}
/** The Leeds tilers by number, e.g. `tilesNumbered(4, 1)` for leeds-tiles-4 and leeds-tiles-1. */
const tilesNumbered = (specialistIds: Record<string, number>, ...numbers: number[]) =>
  idsOf(specialistIds, ...numbers.map((n) => `leeds-tiles-${n}`));

describe('matchSpecialistsForEnquiry', () => {
  enquiryTest(
    'picks up to 3 active specialists of the city offering the service, featured then best rated',
    async ({ api, specialistIds }) => {
      expect(await match(api, { citySlug: 'manchester', serviceSlug: 'carpet' })).toEqual(
        idsOf(specialistIds, 'featured-carpets', 'castle-carpets', 'premier-carpets'),
      );
    },
  );

  enquiryTest(
    'never picks a suspended specialist even when featured and top rated',
    async ({ api, specialistIds }) => {
      const all = await match(api, { citySlug: 'manchester', serviceSlug: 'other' });
      expect(all).not.toContain(specialistIds['shady-carpets']);
      expect(all).toHaveLength(3);
    },
  );

  enquiryTest(
    'finds the city from typed text, or from a postcode area when the text names no city',
    async ({ api, specialistIds }) => {
      const carpetInManchester = idsOf(
        specialistIds,
        'featured-carpets',
        'castle-carpets',
        'premier-carpets',
      );
      expect(await match(api, { location: ' manchester ', serviceSlug: 'carpet' })).toEqual(
        carpetInManchester,
      );
      expect(await match(api, { location: 'M1 2AB', serviceSlug: 'carpet' })).toEqual(
        carpetInManchester,
      );
      expect(
        await match(api, { location: 'Home', postcode: 'm4 5bz', serviceSlug: 'carpet' }),
      ).toEqual(carpetInManchester);
      expect(await match(api, { location: '3 Park Row, Leeds', serviceSlug: 'tile' })).toHaveLength(
        3,
      );
    },
  );

  enquiryTest('falls back to service keywords in the free text', async ({ api, specialistIds }) => {
    expect(
      await match(api, { citySlug: 'manchester', serviceText: 'Parquet restoration' }),
    ).toEqual(idsOf(specialistIds, 'oak-floors'));
    expect(await match(api, { citySlug: 'manchester', serviceText: 'Engineered Wood' })).toEqual(
      idsOf(specialistIds, 'oak-floors'),
    );
    expect(await match(api, { citySlug: 'manchester', serviceText: 'laminate please' })).toEqual(
      idsOf(specialistIds, 'castle-carpets'),
    );
  });

  enquiryTest(
    'gives a named active specialist the enquiry alone, and an inactive one nobody',
    async ({ api, specialistIds }) => {
      expect(
        await match(api, { specialistId: specialistIds['oak-floors'], citySlug: 'manchester' }),
      ).toEqual(idsOf(specialistIds, 'oak-floors'));
      expect(await match(api, { specialistId: specialistIds['shady-carpets'] })).toEqual([]);
      expect(await match(api, { specialistId: 999_999 })).toEqual([]);
    },
  );

  enquiryTest(
    'hands a tied group its leads in turn, each before any gets another, even within one millisecond',
    async ({ api, specialistIds }) => {
      // Four equal tilers, three per enquiry: a queue serves 1 2 3, 4 1 2, 3 4 1, 2 3 4.
      const received = new Map(tilesNumbered(specialistIds, 1, 2, 3, 4).map((id) => [id, 0]));
      const at = new Date('2026-11-25T12:00:00Z');
      const picks: number[][] = [];
      for (let n = 0; n < 8; n++) {
        const picked = await match(api, { citySlug: 'leeds', serviceSlug: 'tile' });
        picks.push(picked);
        await sendLead(api, picked, at);
        for (const id of picked) received.set(id, (received.get(id) ?? 0) + 1);
        const counts = [...received.values()];
        expect(Math.max(...counts) - Math.min(...counts), `after enquiry ${n + 1}`).toBeLessThan(2);
      }
      expect(picks.slice(0, 4)).toEqual([
        tilesNumbered(specialistIds, 1, 2, 3),
        tilesNumbered(specialistIds, 4, 1, 2),
        tilesNumbered(specialistIds, 3, 4, 1),
        tilesNumbered(specialistIds, 2, 3, 4),
      ]);
      expect([...received.values()]).toEqual([6, 6, 6, 6]);
    },
  );

  enquiryTest(
    'gives the next lead to whoever has waited longest, however many leads it had before',
    async ({ api, specialistIds }) => {
      for (let n = 0; n < 5; n++)
        await sendLead(api, tilesNumbered(specialistIds, 1), new Date('2026-11-01T09:00:00Z'));
      await sendLead(api, tilesNumbered(specialistIds, 4), new Date('2026-11-24T09:00:00Z'));
      await sendLead(api, tilesNumbered(specialistIds, 2), new Date('2026-11-25T09:00:00Z'));
      await sendLead(api, tilesNumbered(specialistIds, 3), new Date('2026-11-25T10:00:00Z'));
      expect(await match(api, { citySlug: 'leeds', serviceSlug: 'tile' })).toEqual(
        tilesNumbered(specialistIds, 1, 4, 2),
      );
    },
  );

  enquiryTest(
    'keeps featured and better-rated specialists first however recently they had leads',
    async ({ api, specialistIds }) => {
      await sendLead(api, idsOf(specialistIds, 'featured-carpets', 'castle-carpets'), new Date());
      expect(await match(api, { citySlug: 'manchester', serviceSlug: 'carpet' })).toEqual(
        idsOf(specialistIds, 'featured-carpets', 'castle-carpets', 'premier-carpets'),
      );
    },
  );

  enquiryTest(
    'matches nobody in a city without specialists or an unknown place',
    async ({ api }) => {
      expect(await match(api, { citySlug: 'milton-keynes', serviceSlug: 'carpet' })).toEqual([]);
      expect(await match(api, { location: 'Atlantis', serviceSlug: 'carpet' })).toEqual([]);
    },
  );
});

describe('matching through POST /api/enquiries', () => {
  const post = (api: TestApp, body: unknown) => api.app.request('/api/enquiries', jsonBody(body));

  enquiryTest(
    'spreads leads: equal specialists who had a lead go after those who never did',
    async ({ api, specialistIds }) => {
      const tilesInLeeds = chatPayload({
        location: 'Leeds',
        selectedServiceSlug: 'tile',
        flooringType: 'Tile Installation',
      });
      await post(api, tilesInLeeds);
      await post(api, tilesInLeeds);
      const [first, second] = await storedEnquiries(api);
      const { db, tables } = api.engine;
      const recipientsOf = async (enquiryId = 0) =>
        (
          await db
            .select({ specialistId: tables.enquiryRecipients.specialistId })
            .from(tables.enquiryRecipients)
            .where(eq(tables.enquiryRecipients.enquiryId, enquiryId))
        )
          .map((r) => r.specialistId)
          .sort((a, b) => a - b);
      expect(await recipientsOf(first?.id)).toEqual(
        idsOf(specialistIds, 'leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-3'),
      );
      expect(await recipientsOf(second?.id)).toEqual(
        idsOf(specialistIds, 'leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-4'),
      );
    },
  );

  enquiryTest(
    'stores a named specialist on the enquiry and sends it only to them',
    async ({ api, specialistIds }) => {
      const res = await post(api, chatPayload({ specialistId: specialistIds['premier-carpets'] }));
      expect(await res.json()).toMatchObject({ status: 'matched', matchedSpecialists: 1 });
      const [row] = await storedEnquiries(api);
      expect(row?.specialistId).toBe(specialistIds['premier-carpets']);
    },
  );

  enquiryTest(
    "stores an enquiry for a suspended or unknown specialist as 'received' instead of refusing it",
    async ({ api, specialistIds }) => {
      const suspended = await post(
        api,
        chatPayload({ specialistId: specialistIds['shady-carpets'] }),
      );
      expect(suspended.status).toBe(201);
      expect(await suspended.json()).toMatchObject({ status: 'received', matchedSpecialists: 0 });
      const unknown = await post(api, chatPayload({ specialistId: 999_999 }));
      expect(unknown.status).toBe(201);
      const rows = await storedEnquiries(api);
      expect(rows.map((r) => [r.status, r.specialistId])).toEqual([
        ['new', specialistIds['shady-carpets']],
        ['new', null],
      ]);
      expect(await api.engine.db.select().from(api.engine.tables.enquiryRecipients)).toHaveLength(
        0,
      );
    },
  );

  enquiryTest(
    "stores an enquiry from a place with no specialists as 'received'",
    async ({ api }) => {
      const res = await post(api, chatPayload({ location: 'Milton Keynes' }));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ status: 'received', matchedSpecialists: 0 });
      expect(await storedEnquiries(api)).toHaveLength(1);
    },
  );
});
