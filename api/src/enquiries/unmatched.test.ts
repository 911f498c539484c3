import { enquiryCreatedSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operatorsEmail } from '../admin/settings/repository.ts';
import { chatSettings, mailOutbox, operatorSettings } from '../db/schema.ts';
import { DEFAULT_CHAT_SETTINGS_ROW } from '../seed/reference.ts';
import { chatPayload, insertEnquiryFixtures, simplePayload } from '../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';

const OPERATORS = 'operators@example.test';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  insertEnquiryFixtures(t.db);
  // Both places an operators' address can be configured, so the test holds whichever is read.
  t.db
    .insert(chatSettings)
    .values({ ...DEFAULT_CHAT_SETTINGS_ROW, contactEmail: OPERATORS })
    .run();
  t.db.insert(operatorSettings).values({ id: 1, operatorEmail: OPERATORS }).run();
});
afterEach(() => t.close());

const post = async (body: unknown, key?: string) => {
  const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
  const res = await t.app.request('/api/enquiries', jsonBody(body, headers));
  expect(res.status).toBe(201);
  return enquiryCreatedSchema.parse(await res.json());
};
const mails = () => t.db.select().from(mailOutbox).all();

describe('an enquiry nobody could be matched with', () => {
  it('tells the operators, with the details, and says honestly who will follow up', async () => {
    expect(operatorsEmail(t.db, t.deps.config)).toBe(OPERATORS);
    const answer = await post(chatPayload({ location: 'Milton Keynes' }));
    expect(answer.status).toBe('received');
    expect(answer.message).toMatch(/Flo team will find a suitable flooring specialist/);
    expect(answer.message).toMatch(/within 24 hours/);
    expect(answer.message).not.toMatch(/passed it to/);
    const [unmatched, ...others] = mails().filter((m) => m.kind === 'unmatched_enquiry');
    expect(others).toHaveLength(0);
    expect(unmatched?.to).toBe(OPERATORS);
    expect(unmatched?.subject).toContain(answer.id);
    expect(unmatched?.text).toContain('Location: Milton Keynes');
    expect(unmatched?.text).toContain('Phone: 07700 900123');
    expect(unmatched?.text).toContain('Two bedrooms and the stairs.');
    expect(mails().some((m) => m.kind === 'specialist_lead')).toBe(false);
  });

  it('queues it once for a replayed submission, and for one-box form enquiries too', async () => {
    const body = chatPayload({ location: 'Atlantis' });
    await post(body, 'unmatched-key-1');
    await post(body, 'unmatched-key-1');
    await post(simplePayload({ location: 'Nowhere in particular' }));
    expect(mails().filter((m) => m.kind === 'unmatched_enquiry')).toHaveLength(2);
  });

  it('is not sent when specialists were matched, whose answer says so', async () => {
    const answer = await post(chatPayload());
    expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
    expect(answer.message).toMatch(/passed it to 3 local flooring specialists/);
    expect(mails().some((m) => m.kind === 'unmatched_enquiry')).toBe(false);
  });
});
