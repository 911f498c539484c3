import { enquiryCreatedSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { chatSettings, mailOutbox, operatorSettings } from '../db/schema.ts';
import { DEFAULT_CHAT_SETTINGS_ROW } from '../seed/reference.ts';
import { operatorsEmail } from '../settings/operator-settings.ts';
import { chatPayload, simplePayload } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const OPERATORS = 'operators@example.test';

enquiryTest.beforeEach(({ api }) => {
  // Both places an operators' address can be configured, so the test holds whichever is read.
  api.db
    .insert(chatSettings)
    .values({ ...DEFAULT_CHAT_SETTINGS_ROW, contactEmail: OPERATORS })
    .run();
  api.db.insert(operatorSettings).values({ id: 1, operatorEmail: OPERATORS }).run();
});

const post = async (api: TestApp, body: unknown, key?: string) => {
  const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
  const res = await api.app.request('/api/enquiries', jsonBody(body, headers));
  expect(res.status).toBe(201);
  return enquiryCreatedSchema.parse(await res.json());
};
const mails = (api: TestApp) => api.db.select().from(mailOutbox).all();

describe('an enquiry nobody could be matched with', () => {
  enquiryTest(
    'tells the operators, with the details, and says honestly who will follow up',
    async ({ api }) => {
      expect(operatorsEmail(api.db, api.deps.config)).toBe(OPERATORS);
      const answer = await post(api, chatPayload({ location: 'Milton Keynes' }));
      expect(answer.status).toBe('received');
      expect(answer.message).toMatch(/Flo team will find a suitable flooring specialist/);
      expect(answer.message).toMatch(/within 24 hours/);
      expect(answer.message).not.toMatch(/passed it to/);
      const [unmatched, ...others] = mails(api).filter((m) => m.kind === 'unmatched_enquiry');
      expect(others).toHaveLength(0);
      expect(unmatched?.to).toBe(OPERATORS);
      expect(unmatched?.subject).toContain(answer.id);
      expect(unmatched?.text).toContain('Location: Milton Keynes');
      expect(unmatched?.text).toContain('Phone: +447700900123');
      expect(unmatched?.text).toContain('Two bedrooms and the stairs.');
      expect(mails(api).some((m) => m.kind === 'specialist_lead')).toBe(false);
    },
  );

  enquiryTest(
    'queues it once for a replayed submission, and for one-box form enquiries too',
    async ({ api }) => {
      const body = chatPayload({ location: 'Atlantis' });
      await post(api, body, 'unmatched-key-1');
      await post(api, body, 'unmatched-key-1');
      await post(api, simplePayload({ location: 'Nowhere in particular' }));
      expect(mails(api).filter((m) => m.kind === 'unmatched_enquiry')).toHaveLength(2);
    },
  );

  enquiryTest(
    'is not sent when specialists were matched, whose answer says so',
    async ({ api }) => {
      const answer = await post(api, chatPayload());
      expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      expect(answer.message).toMatch(/passed it to 3 local flooring specialists/);
      expect(mails(api).some((m) => m.kind === 'unmatched_enquiry')).toBe(false);
    },
  );
});
