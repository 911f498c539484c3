import { matchPreviewSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload, fixtureEmail } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const job = {
  flooringType: 'Carpet Installation',
  location: 'Manchester',
  selectedServiceSlug: 'carpet',
  pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
} as const;

const preview = async (api: TestApp, body: unknown = job) => {
  const res = await api.app.request('/api/enquiries/matches', jsonBody(body));
  expect(res.status).toBe(200);
  return matchPreviewSchema.parse(await res.json()).specialists;
};

async function enquiryOf({ engine: { db, tables } }: TestApp, publicId: string) {
  const [enquiry] = await db
    .select()
    .from(tables.enquiries)
    .where(eq(tables.enquiries.publicId, publicId));
  return enquiry;
}
/** The enquiry's recipients by specialist id, the primary key's order on both engines. */
const recipientsOf = ({ engine: { db, tables } }: TestApp, enquiryId = 0) =>
  db
    .select({ specialistId: tables.enquiryRecipients.specialistId })
    .from(tables.enquiryRecipients)
    .where(eq(tables.enquiryRecipients.enquiryId, enquiryId))
    .orderBy(tables.enquiryRecipients.specialistId);

async function submit(api: TestApp, specialistIds: number[]) {
  const res = await api.app.request('/api/enquiries', jsonBody(chatPayload({ specialistIds })));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const enquiry = await enquiryOf(api, id);
  const recipients = (await recipientsOf(api, enquiry?.id)).map((row) => row.specialistId);
  return { id, enquiry, recipients };
}

describe('POST /api/enquiries/matches', () => {
  enquiryTest(
    'shows the 3 firms an enquiry would go to, with rating, reviews and response figures',
    async ({ api, specialistIds }) => {
      const firms = await preview(api);
      expect(firms.map((firm) => firm.id)).toEqual([
        specialistIds['featured-carpets'],
        specialistIds['castle-carpets'],
        specialistIds['premier-carpets'],
      ]);
      expect(firms[1]).toMatchObject({
        name: 'Castle Carpets',
        averageRating: '5.0',
        reviewCount: 2,
        responseFigures: null,
      });
      // A preview sends nothing and moves no firm in the round-robin order.
      expect(await api.engine.db.select().from(api.engine.tables.enquiries)).toHaveLength(0);
      expect((await preview(api)).map((firm) => firm.id)).toEqual(firms.map((firm) => firm.id));
    },
  );

  enquiryTest('answers an empty list where nobody serves the place', async ({ api }) => {
    expect(await preview(api, { ...job, location: 'Milton Keynes' })).toEqual([]);
  });

  enquiryTest('refuses a job without a place with 400', async ({ api }) => {
    const res = await api.app.request('/api/enquiries/matches', jsonBody({ ...job, location: '' }));
    expect(res.status).toBe(400);
  });
});

describe('POST /api/enquiries with the firms the visitor kept', () => {
  enquiryTest(
    'sends only to the firms kept, and the confirmation names them with a private link',
    async ({ api }) => {
      const [first, , third] = (await preview(api)).map((firm) => firm.id);
      const { enquiry, recipients } = await submit(api, [first ?? 0, third ?? 0]);
      expect(recipients).toEqual([first, third]);
      expect(enquiry?.visitorTokenHash).toMatch(/^[0-9a-f]{64}$/);
      const mails = await api.engine.db.select().from(api.engine.tables.mailOutbox);
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [
          'jo@example.test',
          fixtureEmail('featured-carpets'),
          fixtureEmail('premier-carpets'),
        ].sort(),
      );
      const confirmation = mails.find((mail) => mail.kind === 'enquiry_confirmation');
      expect(confirmation?.text).toContain(
        "We've passed it to Featured Carpets and Premier Carpets",
      );
      expect(confirmation?.text).toMatch(
        new RegExp(`/your-enquiry/${enquiry?.publicId}/[A-Za-z0-9_-]{43}`),
      );
    },
  );

  enquiryTest(
    'never adds a firm the job did not match: another city, another service, suspended',
    async ({ api, specialistIds }) => {
      const castle = specialistIds['castle-carpets'] ?? 0;
      const strangers = ['leeds-tiles-1', 'oak-floors', 'shady-carpets'].map(
        (key) => specialistIds[key] ?? 0,
      );
      const { recipients } = await submit(api, [castle, ...strangers.slice(0, 2)]);
      expect(recipients).toEqual([castle]);
      const onlyStrangers = await submit(api, strangers);
      expect(onlyStrangers.recipients).toEqual([]);
      expect(onlyStrangers.enquiry?.status).toBe('new');
    },
  );

  enquiryTest(
    'still sends to a kept firm that other enquiries pushed down the order meanwhile',
    async ({ api }) => {
      const tiles = { ...job, flooringType: 'Tile Installation', location: 'Leeds' };
      const tileJob = { ...tiles, selectedServiceSlug: 'tile' } as const;
      const kept = (await preview(api, tileJob)).map((firm) => firm.id)[2];
      // Another visitor's enquiry reaches the same three, so the fourth tiler now comes first
      // and the kept firm, served last, falls to fourth.
      const other = chatPayload({ ...tileJob, selectedServiceName: 'Tile Installation' });
      expect((await api.app.request('/api/enquiries', jsonBody(other))).status).toBe(201);
      expect((await preview(api, tileJob)).map((firm) => firm.id)).not.toContain(kept);
      const res = await api.app.request(
        '/api/enquiries',
        jsonBody({ ...other, specialistIds: [kept] }),
      );
      const { id } = (await res.json()) as { id: string };
      const enquiry = await enquiryOf(api, id);
      expect(await recipientsOf(api, enquiry?.id)).toEqual([{ specialistId: kept }]);
    },
  );
});
