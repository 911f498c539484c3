import { enquiryCreatedSchema } from '@flo/contract';
import { describe, expect, test } from 'vitest';
import type { Db } from '../db/client.ts';
import { chatSettings, operatorSettings } from '../db/schema.ts';
import { DEFAULT_CHAT_SETTINGS_ROW } from '../seed/reference.ts';
import { operatorsEmailOf } from '../settings/operator-settings.ts';
import { chatPayload, insertEnquiryFixtures, simplePayload } from '../testing/enquiries.ts';
import { openTestApp } from '../testing/open-test-app.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const OPERATORS = 'operators@example.test';

/**
 * The enquiry fixtures with an operators' address set in both places one can be configured, so
 * the tests hold whichever is read.
 */
function withOperatorsAddress(db: Db) {
  insertEnquiryFixtures(db);
  db.insert(chatSettings)
    .values({ ...DEFAULT_CHAT_SETTINGS_ROW, contactEmail: OPERATORS })
    .run();
  db.insert(operatorSettings).values({ id: 1, operatorEmail: OPERATORS }).run();
}

/** Vitest's `test` with an `api` on `withOperatorsAddress`, closed after each test. */
const operatorsTest = test.extend(
  'api',
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  async ({}, { onCleanup }) => {
    const api = await openTestApp({ arrange: withOperatorsAddress });
    onCleanup(() => api.close());
    return api;
  },
);

const post = async (api: TestApp, body: unknown, key?: string) => {
  const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
  const res = await api.app.request('/api/enquiries', jsonBody(body, headers));
  expect(res.status).toBe(201);
  return enquiryCreatedSchema.parse(await res.json());
};
const mails = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);

describe('an enquiry nobody could be matched with', () => {
  operatorsTest(
    'tells the operators, with the details, and says honestly who will follow up',
    async ({ api }) => {
      expect(await api.engine.run(operatorsEmailOf, api.deps.config)).toBe(OPERATORS);
      const answer = await post(api, chatPayload({ location: 'Milton Keynes' }));
      expect(answer.status).toBe('received');
      expect(answer.message).toMatch(/Flo team will find a suitable flooring specialist/);
      expect(answer.message).toMatch(/within 24 hours/);
      expect(answer.message).not.toMatch(/passed it to/);
      const [unmatched, ...others] = (await mails(api)).filter(
        (m) => m.kind === 'unmatched_enquiry',
      );
      expect(others).toHaveLength(0);
      expect(unmatched?.to).toBe(OPERATORS);
      expect(unmatched?.subject).toContain(answer.id);
      expect(unmatched?.text).toContain('Location: Milton Keynes');
      expect(unmatched?.text).toContain('Phone: +447700900123');
      expect(unmatched?.text).toContain('Two bedrooms and the stairs.');
      expect((await mails(api)).some((m) => m.kind === 'specialist_lead')).toBe(false);
    },
  );

  operatorsTest(
    'queues it once for a replayed submission, and for one-box form enquiries too',
    async ({ api }) => {
      const body = chatPayload({ location: 'Atlantis' });
      await post(api, body, 'unmatched-key-1');
      await post(api, body, 'unmatched-key-1');
      await post(api, simplePayload({ location: 'Nowhere in particular' }));
      expect((await mails(api)).filter((m) => m.kind === 'unmatched_enquiry')).toHaveLength(2);
    },
  );

  operatorsTest(
    'is not sent when specialists were matched, whose answer says so',
    async ({ api }) => {
      const answer = await post(api, chatPayload());
      expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      expect(answer.message).toMatch(/passed it to 3 local flooring specialists/);
      expect((await mails(api)).some((m) => m.kind === 'unmatched_enquiry')).toBe(false);
    },
  );
});
