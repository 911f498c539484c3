import { enquiryCreatedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload } from '../testing/enquiries.ts';
import { demoFileTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

async function submit(api: TestApp, overrides: Parameters<typeof chatPayload>[0]) {
  const res = await api.app.request('/api/enquiries', jsonBody(chatPayload(overrides)));
  expect(res.status).toBe(201);
  const answer = enquiryCreatedSchema.parse(await res.json());
  const { db, tables } = api.engine;
  const { enquiries, mailOutbox } = tables;
  const [row] = await db
    .select({
      id: enquiries.id,
      location: enquiries.location,
      postcode: enquiries.postcode,
      nearest_city: enquiries.nearestCity,
      nearest_city_miles: enquiries.nearestCityMiles,
    })
    .from(enquiries)
    .where(eq(enquiries.publicId, answer.id));
  const mails = await db
    .select({ kind: mailOutbox.kind, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.enquiryId, row?.id ?? 0))
    .orderBy(mailOutbox.id);
  return { answer, row, mails };
}

const homePage = {
  path: '/',
  pageType: 'home' as const,
  chatbotSource: 'homepage_chatbot' as const,
};

describe("an enquiry keeps the visitor's words apart from the city it was matched in", () => {
  demoFileTest(
    'stores Isle of Wight as typed, with Portsmouth and the miles beside it, in every mail',
    async ({ api }) => {
      const { answer, row, mails } = await submit(api, {
        location: 'Isle of Wight',
        pageContext: { ...homePage, citySlug: 'portsmouth', cityName: 'Portsmouth' },
      });
      expect(answer.status).toBe('matched');
      expect(row).toMatchObject({
        location: 'Isle of Wight',
        nearest_city: 'Portsmouth',
        nearest_city_miles: 11,
      });
      const leads = mails.filter((mail) => mail.kind === 'specialist_lead');
      expect(leads).toHaveLength(3);
      for (const mail of [...leads, ...mails.filter((m) => m.kind === 'enquiry_confirmation')]) {
        expect(mail.text).toContain(
          'Location: Isle of Wight (nearest specialists: Portsmouth, 11 miles)',
        );
        expect(mail.text).not.toContain('Location: Portsmouth');
      }
    },
  );

  demoFileTest(
    'keeps a typed postcode and Llandudno as given, measured to Liverpool',
    async ({ api }) => {
      const { row, mails } = await submit(api, { location: 'Llandudno', postcode: 'LL30 2AB' });
      expect(row).toMatchObject({
        location: 'Llandudno',
        postcode: 'LL30 2AB',
        nearest_city: 'Liverpool',
        nearest_city_miles: 36,
      });
      const lead = mails.find((mail) => mail.kind === 'specialist_lead');
      expect(lead?.text).toContain(
        'Location: Llandudno (nearest specialists: Liverpool, 36 miles)',
      );
      expect(lead?.text).toContain('Postcode: LL30 2AB');
    },
  );

  demoFileTest(
    'sends a far place to the Flo team with the nearest specialists named for the operators',
    async ({ api }) => {
      const { answer, row, mails } = await submit(api, { location: 'Lerwick' });
      expect(answer.status).toBe('received');
      expect(row?.nearest_city).toBe('Aberdeen');
      expect(row?.nearest_city_miles).toBeGreaterThan(150);
      const unmatched = mails.find((mail) => mail.kind === 'unmatched_enquiry');
      expect(unmatched?.text).toContain(
        `Location: Lerwick (nearest specialists: Aberdeen, ${row?.nearest_city_miles} miles)`,
      );
    },
  );

  demoFileTest(
    'sends a far place to the distant specialists when the visitor chose them',
    async ({ api }) => {
      const { answer, row } = await submit(api, {
        location: 'St Ives, Cornwall',
        pageContext: { ...homePage, citySlug: 'plymouth', cityName: 'Plymouth' },
      });
      expect(answer.status).toBe('matched');
      expect(row).toMatchObject({ location: 'St Ives, Cornwall', nearest_city: 'Plymouth' });
      expect(row?.nearest_city_miles).toBe(60);
    },
  );

  demoFileTest(
    'stores a city typed as itself at no distance, and nothing for text that is no place',
    async ({ api }) => {
      const leeds = await submit(api, { location: 'Leeds' });
      expect(leeds.row).toMatchObject({ nearest_city: 'Leeds', nearest_city_miles: 0 });
      expect(leeds.mails.find((m) => m.kind === 'specialist_lead')?.text).toContain(
        'Location: Leeds\n',
      );
      const nowhere = await submit(api, { location: 'Atlantis' });
      expect(nowhere.row).toMatchObject({ nearest_city: null, nearest_city_miles: null });
    },
  );
});
