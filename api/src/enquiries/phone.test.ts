import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload, errorOf } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const post = (api: TestApp, contact: { customerPhone?: string; customerEmail?: string }) =>
  api.app.request('/api/enquiries', jsonBody(chatPayload(contact)));

/** The stored contact of the enquiry an answer created. */
async function storedContact(api: TestApp, res: Response) {
  const { id } = (await res.json()) as { id: string };
  const { db, tables } = api.engine;
  const { enquiries } = tables;
  const [contact] = await db
    .select({ phone: enquiries.customerPhone, email: enquiries.customerEmail })
    .from(enquiries)
    .where(eq(enquiries.publicId, id));
  return contact;
}
const storedEnquiries = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.enquiries);

describe('the chat enquiry phone number', () => {
  enquiryTest(
    'stores any valid number in E.164, reading one without +code as UK',
    async ({ api }) => {
      for (const [typed, stored] of [
        ['0161 496 0000', '+441614960000'],
        ['+44 7700 900123', '+447700900123'],
        ['(020) 7946 0958', '+442079460958'],
        ['+33 1 23 45 67 89', '+33123456789'],
        ['00353 1 234 5678', '+35312345678'],
      ]) {
        const res = await post(api, { customerPhone: typed as string });
        expect(res.status, typed).toBe(201);
        expect((await storedContact(api, res))?.phone, typed).toBe(stored);
      }
    },
  );

  enquiryTest(
    'refuses anything else with 400 naming the field, and stores nothing',
    async ({ api }) => {
      for (const phone of ['not a phone', '12345', '0161 496', '+33 1 23', '1'.repeat(40)]) {
        const res = await post(api, { customerPhone: phone });
        expect(res.status, phone).toBe(400);
        const error = await errorOf(res);
        expect(error.code).toBe('validation_failed');
        expect(Object.keys(error.fields ?? {}), phone).toEqual(['customerPhone']);
      }
      expect(await storedEnquiries(api)).toHaveLength(0);
    },
  );
});

describe('the chat enquiry contact', () => {
  enquiryTest('takes a phone alone or an e-mail alone', async ({ api }) => {
    const phoneOnly = await post(api, { customerEmail: '', customerPhone: '07700 900123' });
    expect(phoneOnly.status).toBe(201);
    expect(await storedContact(api, phoneOnly)).toEqual({ phone: '+447700900123', email: '' });

    const emailOnly = await post(api, { customerEmail: 'jo@example.test', customerPhone: '' });
    expect(emailOnly.status).toBe(201);
    expect(await storedContact(api, emailOnly)).toEqual({ phone: '', email: 'jo@example.test' });
  });

  enquiryTest('refuses an enquiry with neither, naming the phone', async ({ api }) => {
    const res = await post(api, { customerEmail: '', customerPhone: '' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields?.customerPhone).toEqual(['Give an e-mail address or a phone number']);
    expect(await storedEnquiries(api)).toHaveLength(0);
  });
});
