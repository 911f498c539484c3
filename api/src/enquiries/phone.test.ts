import { describe, expect } from 'vitest';
import { enquiries } from '../db/schema.ts';
import { chatPayload, errorOf } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const post = (api: TestApp, customerPhone: string) =>
  api.app.request('/api/enquiries', jsonBody(chatPayload({ customerPhone })));

describe('the chat enquiry phone number', () => {
  enquiryTest(
    'accepts UK numbers however they are written, and no number at all',
    async ({ api }) => {
      for (const phone of [
        '0161 496 0000',
        '+44 7700 900123',
        '07700900123',
        '(020) 7946 0958',
        '',
      ]) {
        expect((await post(api, phone)).status, phone).toBe(201);
      }
    },
  );

  enquiryTest(
    'refuses anything else with 400 naming the field, and stores nothing',
    async ({ api }) => {
      for (const phone of ['not a phone', '12345', '0161 496', '+1 202 555 0123', '1'.repeat(40)]) {
        const res = await post(api, phone);
        expect(res.status, phone).toBe(400);
        const error = await errorOf(res);
        expect(error.code).toBe('validation_failed');
        expect(Object.keys(error.fields ?? {}), phone).toEqual(['customerPhone']);
      }
      expect(api.db.select().from(enquiries).all()).toHaveLength(0);
    },
  );
});
