import {
  enquiryCreatedSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { connectAgain } from '../testing/connect-again.ts';
import { chatPayload, errorOf } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { requestHash } from './idempotency.ts';
import { submitEnquiry } from './submit-enquiry.ts';

const KEY = 'retry-key-0001';
const storedEnquiries = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.enquiries).orderBy(tables.enquiries.id);
const storedMails = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.mailOutbox);
const post = (api: TestApp, body: unknown, key?: string) =>
  api.app.request('/api/enquiries', jsonBody(body, key ? { [IDEMPOTENCY_HEADER]: key } : {}));

describe('requestHash', () => {
  it('ignores key order but not values', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestHash({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
  });
});

describe('Idempotency-Key on POST /api/enquiries', () => {
  enquiryTest(
    'replays the first answer and status for a retry, marked, and stores nothing new',
    async ({ api }) => {
      const first = await post(api, chatPayload(), KEY);
      expect(first.status).toBe(201);
      expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      const firstAnswer = await first.json();
      const outboxAfterFirst = (await storedMails(api)).length;

      const retry = await post(api, chatPayload(), KEY);
      expect(retry.status).toBe(201);
      expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      expect(await retry.json()).toEqual(firstAnswer);
      expect(await storedEnquiries(api)).toHaveLength(1);
      expect(await storedMails(api)).toHaveLength(outboxAfterFirst);

      const [row] = await storedEnquiries(api);
      expect(row?.idempotencyKey).toBe(KEY);
      expect(row?.requestHash).toBe(requestHash(chatPayload()));
    },
  );

  enquiryTest(
    'refuses the same key with a different body with 409 and keeps the first enquiry',
    async ({ api }) => {
      await post(api, chatPayload(), KEY);
      const res = await post(api, chatPayload({ customerName: 'Someone Else' }), KEY);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe('idempotency_key_reused');
      const rows = await storedEnquiries(api);
      expect(rows.map((r) => r.customerName)).toEqual(['Jo Bloggs']);
    },
  );

  enquiryTest('stores two enquiries for two different keys', async ({ api }) => {
    const a = enquiryCreatedSchema.parse(
      await (await post(api, chatPayload(), 'first-key-01')).json(),
    );
    const b = enquiryCreatedSchema.parse(
      await (await post(api, chatPayload(), 'second-key-02')).json(),
    );
    expect(a.id).not.toBe(b.id);
    expect(await storedEnquiries(api)).toHaveLength(2);
  });

  enquiryTest('refuses a malformed key with 400 naming the header', async ({ api }) => {
    const res = await post(api, chatPayload(), 'bad key!');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_idempotency_key');
    expect(error.fields).toHaveProperty(IDEMPOTENCY_HEADER);
    expect(await storedEnquiries(api)).toHaveLength(0);
  });

  enquiryTest(
    'stores one enquiry and replays it for the other when one key arrives twice at once',
    async ({ api }) => {
      const answers = await Promise.all([
        post(api, chatPayload(), KEY),
        post(api, chatPayload(), KEY),
      ]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      const replayed = answers.map((res) => res.headers.get(IDEMPOTENT_REPLAYED_HEADER));
      expect(replayed.filter((mark) => mark === 'true')).toHaveLength(1);
      const [a, b] = await Promise.all(
        answers.map(async (res) => enquiryCreatedSchema.parse(await res.json())),
      );
      const rows = await storedEnquiries(api);
      expect(rows).toHaveLength(1);
      expect(a?.id).toBe(rows[0]?.publicId);
      expect(b?.id).toBe(rows[0]?.publicId);
    },
  );

  enquiryTest(
    'replays a key that another process on the same database stored first',
    async ({ api }) => {
      // A second connection to the same database stands in for another server process.
      const other = await connectAgain(api);
      const submission = {
        payload: { kind: 'chat' as const, data: chatPayload() },
        idempotencyKey: KEY,
        requestHash: requestHash(chatPayload()),
      };
      const first = await submitEnquiry({ ...api.deps, engine: other }, submission);
      await other.close();
      const second = await submitEnquiry(api.deps, submission);

      expect(first.created).toBe(true);
      expect(second.created).toBe(false);
      expect(second.answer.id).toBe(first.answer.id);
      expect(await storedEnquiries(api)).toHaveLength(1);
    },
  );
});

describe('rate limit on POST /api/enquiries', () => {
  enquiryTest(
    'answers 429 with Retry-After after 20 requests from one IP in 10 minutes',
    async ({ api }) => {
      const from = (ip: string) =>
        api.app.request('/api/enquiries', jsonBody({}, { 'x-test-client-ip': ip }));
      for (let i = 0; i < 20; i += 1) expect((await from('203.0.113.7')).status).toBe(400);
      const limited = await from('203.0.113.7');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(limited)).code).toBe('rate_limited');

      expect((await from('203.0.113.8')).status).toBe(400);
      api.advance(10 * 60 * 1000);
      expect((await from('203.0.113.7')).status).toBe(400);
    },
  );
});
