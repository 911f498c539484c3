import { enquiryCreatedSchema } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemoDb, type SeededDemoDb } from '../testing/demo-db.ts';
import { chatPayload } from '../testing/enquiries.ts';
import { jsonBody } from '../testing/test-app.ts';

let demo: SeededDemoDb;
beforeAll(() => {
  demo = openSeededDemoDb();
});
afterAll(() => demo.t.close());

interface StoredPlace {
  id: number;
  location: string;
  postcode: string | null;
  nearest_city: string | null;
  nearest_city_miles: number | null;
}

async function submit(overrides: Parameters<typeof chatPayload>[0]) {
  const res = await demo.t.app.request('/api/enquiries', jsonBody(chatPayload(overrides)));
  expect(res.status).toBe(201);
  const answer = enquiryCreatedSchema.parse(await res.json());
  const [row] = demo.all<StoredPlace>(
    'select id, location, postcode, nearest_city, nearest_city_miles from enquiries where public_id = ?',
    answer.id,
  );
  const mails = demo.all<{ kind: string; text: string }>(
    'select kind, text from mail_outbox where enquiry_id = ?',
    row?.id,
  );
  return { answer, row, mails };
}

const homePage = {
  path: '/',
  pageType: 'home' as const,
  chatbotSource: 'homepage_chatbot' as const,
};

describe("an enquiry keeps the visitor's words apart from the city it was matched in", () => {
  it('stores Isle of Wight as typed, with Portsmouth and the miles beside it, in every mail', async () => {
    const { answer, row, mails } = await submit({
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
  });

  it('keeps a typed postcode and Llandudno as given, measured to Liverpool', async () => {
    const { row, mails } = await submit({ location: 'Llandudno', postcode: 'LL30 2AB' });
    expect(row).toMatchObject({
      location: 'Llandudno',
      postcode: 'LL30 2AB',
      nearest_city: 'Liverpool',
      nearest_city_miles: 36,
    });
    const lead = mails.find((mail) => mail.kind === 'specialist_lead');
    expect(lead?.text).toContain('Location: Llandudno (nearest specialists: Liverpool, 36 miles)');
    expect(lead?.text).toContain('Postcode: LL30 2AB');
  });

  it('sends a far place to the Flo team with the nearest specialists named for the operators', async () => {
    const { answer, row, mails } = await submit({ location: 'Lerwick' });
    expect(answer.status).toBe('received');
    expect(row?.nearest_city).toBe('Aberdeen');
    expect(row?.nearest_city_miles).toBeGreaterThan(150);
    const unmatched = mails.find((mail) => mail.kind === 'unmatched_enquiry');
    expect(unmatched?.text).toContain(
      `Location: Lerwick (nearest specialists: Aberdeen, ${row?.nearest_city_miles} miles)`,
    );
  });

  it('sends a far place to the distant specialists when the visitor chose them', async () => {
    const { answer, row } = await submit({
      location: 'St Ives, Cornwall',
      pageContext: { ...homePage, citySlug: 'plymouth', cityName: 'Plymouth' },
    });
    expect(answer.status).toBe('matched');
    expect(row).toMatchObject({ location: 'St Ives, Cornwall', nearest_city: 'Plymouth' });
    expect(row?.nearest_city_miles).toBe(60);
  });

  it('stores a city typed as itself at no distance, and nothing for text that is no place', async () => {
    const leeds = await submit({ location: 'Leeds' });
    expect(leeds.row).toMatchObject({ nearest_city: 'Leeds', nearest_city_miles: 0 });
    expect(leeds.mails.find((m) => m.kind === 'specialist_lead')?.text).toContain(
      'Location: Leeds\n',
    );
    const nowhere = await submit({ location: 'Atlantis' });
    expect(nowhere.row).toMatchObject({ nearest_city: null, nearest_city_miles: null });
  });
});
