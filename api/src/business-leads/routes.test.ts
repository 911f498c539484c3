import { businessLeadDetailSchema } from '@flo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { errorOf } from '../testing/enquiries.ts';
import { businessTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { MAX_MAILS_PER_LEAD_PER_DAY } from './respond-routes.ts';

/** `businessTest` with a chat enquiry from Jo Bloggs to castle-carpets; `ref` is its reference. */
const leadTest = businessTest.extend('ref', { auto: true }, ({ api }) =>
  api.enquiryTo('castle-carpets', { customerName: 'Jo Bloggs' }),
);

const lead = `/api/business/enquiries`;
async function recipientRow(api: BusinessTestApp, ref: string) {
  const { db, tables } = api.engine;
  const { enquiries, enquiryRecipients } = tables;
  const [row] = await db
    .select()
    .from(enquiryRecipients)
    .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
    .where(
      and(
        eq(enquiries.publicId, ref),
        eq(enquiryRecipients.specialistId, api.specialistIds['castle-carpets'] as number),
      ),
    );
  return row?.enquiry_recipients;
}
const mailsOfKind = ({ engine: { db, tables } }: TestApp, kind: string) =>
  db
    .select()
    .from(tables.mailOutbox)
    .where(eq(tables.mailOutbox.kind, kind))
    .orderBy(tables.mailOutbox.id);
const repliesOf = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.leadReplies);
const quotesOf = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.quotes);

describe('GET and PATCH /api/business/enquiries/{reference}', () => {
  leadTest('shows the business its own lead and changes its status', async ({ api, ref }) => {
    const res = await api.call(api.tokens.castle, 'GET', `${lead}/${ref}`);
    expect(res.status).toBe(200);
    const detail = businessLeadDetailSchema.parse(await res.json());
    expect(detail).toMatchObject({ reference: ref, customerName: 'Jo Bloggs', status: 'new' });
    expect(detail).toMatchObject({ replies: [], quotes: [], reviewRequested: false });

    const patched = await api.call(api.tokens.castle, 'PATCH', `${lead}/${ref}`, {
      status: 'lost',
    });
    expect(patched.status).toBe(200);
    expect(businessLeadDetailSchema.parse(await patched.json()).status).toBe('lost');
    expect((await recipientRow(api, ref))?.status).toBe('lost');
    expect((await recipientRow(api, ref))?.statusUpdatedAt).toBeInstanceOf(Date);
  });

  leadTest('answers 403 for another business’s lead and changes nothing', async ({ api, ref }) => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { status: 'won' }],
    ] as const) {
      const res = await api.call(api.tokens.premier, method, `${lead}/${ref}`, body);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('forbidden');
    }
    const reply = await api.call(api.tokens.premier, 'POST', `${lead}/${ref}/replies`, {
      message: 'Not yours',
    });
    expect(reply.status).toBe(403);
    const quote = await api.call(api.tokens.premier, 'POST', `${lead}/${ref}/quotes`, {
      amount: 100,
      description: 'Not yours',
    });
    expect(quote.status).toBe(403);
    expect(await recipientRow(api, ref)).toMatchObject({ status: 'new', firstResponseAt: null });
    expect(await repliesOf(api)).toEqual([]);
    expect(await quotesOf(api)).toEqual([]);
    expect(await mailsOfKind(api, 'lead_reply')).toEqual([]);
  });

  leadTest('answers 400 for an unknown status or a malformed reference', async ({ api, ref }) => {
    const bad = await api.call(api.tokens.castle, 'PATCH', `${lead}/${ref}`, { status: 'paid' });
    expect(bad.status).toBe(400);
    expect((await api.call(api.tokens.castle, 'GET', `${lead}/not-a-ref`)).status).toBe(400);
    expect((await recipientRow(api, ref))?.status).toBe('new');
  });
});

describe('POST /api/business/enquiries/{reference}/replies', () => {
  leadTest(
    'stores the reply, mails it to the customer and marks the lead contacted',
    async ({ api, ref }) => {
      const res = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/replies`, {
        message: 'Hello Jo, I can measure up on Tuesday.',
      });
      expect(res.status).toBe(201);
      const detail = businessLeadDetailSchema.parse(await res.json());
      expect(detail.status).toBe('contacted');
      expect(detail.replies.map((r) => r.message)).toEqual([
        'Hello Jo, I can measure up on Tuesday.',
      ]);
      const [mail] = await mailsOfKind(api, 'lead_reply');
      expect(mail).toMatchObject({
        to: 'jo@example.test',
        replyTo: 'castle-carpets@example.test',
        status: 'pending',
      });
      expect(mail?.text).toContain('Hello Jo, I can measure up on Tuesday.');
      expect(mail?.text).toContain(
        'Reply to this e-mail to answer Castle Carpets, or write to castle-carpets@example.test',
      );
      const firstAt = (await recipientRow(api, ref))?.firstResponseAt;
      expect(firstAt).toBeInstanceOf(Date);

      api.advance(60_000);
      await api.call(api.tokens.castle, 'PATCH', `${lead}/${ref}`, { status: 'won' });
      await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/replies`, {
        message: 'Booked in.',
      });
      expect(await recipientRow(api, ref)).toMatchObject({
        status: 'won',
        firstResponseAt: firstAt,
      });
    },
  );

  leadTest(
    'answers 409 when the customer left no e-mail, and 400 for a blank message',
    async ({ api, ref }) => {
      const noEmail = await api.enquiryTo('castle-carpets', { customerEmail: '' });
      const res = await api.call(api.tokens.castle, 'POST', `${lead}/${noEmail}/replies`, {
        message: 'Hello',
      });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe('no_customer_email');
      const blank = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/replies`, {
        message: ' ',
      });
      expect(blank.status).toBe(400);
      expect(await repliesOf(api)).toEqual([]);
      expect(await mailsOfKind(api, 'lead_reply')).toEqual([]);
    },
  );
});

describe('replies and quotes to one customer', () => {
  leadTest(
    'stop at 10 a day with 429, storing and mailing nothing more, and resume a day later',
    async ({ api, ref }) => {
      for (let n = 1; n <= MAX_MAILS_PER_LEAD_PER_DAY - 1; n++) {
        const res = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/replies`, {
          message: `Reply ${n}`,
        });
        expect(res.status).toBe(201);
      }
      const tenth = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/quotes`, {
        amount: 900,
        description: 'Fit',
      });
      expect(tenth.status).toBe(201);
      const refused = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/replies`, {
        message: 'One more',
      });
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).code).toBe('too_many_messages');
      expect(await repliesOf(api)).toHaveLength(MAX_MAILS_PER_LEAD_PER_DAY - 1);
      expect([
        ...(await mailsOfKind(api, 'lead_reply')),
        ...(await mailsOfKind(api, 'lead_quote')),
      ]).toHaveLength(MAX_MAILS_PER_LEAD_PER_DAY);

      api.advance(24 * 60 * 60 * 1000 + 1);
      const tomorrow = await api.call(
        await api.logIn('castle-carpets'),
        'POST',
        `${lead}/${ref}/replies`,
        {
          message: 'Next day',
        },
      );
      expect(tomorrow.status).toBe(201);
    },
  );
});

describe('POST /api/business/enquiries/{reference}/quotes', () => {
  leadTest(
    'makes a quote, mails its acceptance link, and the customer’s acceptance wins the lead',
    async ({ api, ref }) => {
      const res = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/quotes`, {
        amount: '£1,234.50',
        description: 'Supply and fit wool twist carpet, two bedrooms and stairs',
      });
      expect(res.status).toBe(201);
      const detail = businessLeadDetailSchema.parse(await res.json());
      expect(detail.status).toBe('quoted');
      expect(detail.quotes).toMatchObject([
        { amountPence: 123450, amount: '£1,234.50', status: 'pending' },
      ]);
      expect((await recipientRow(api, ref))?.firstResponseAt).toBeInstanceOf(Date);
      const [mail] = await mailsOfKind(api, 'lead_quote');
      expect(mail).toMatchObject({ to: 'jo@example.test', replyTo: 'castle-carpets@example.test' });
      const link = /http:\/\/localhost:3000\/quote\/accept\/(quo_[\w-]+)\/(\S+)/.exec(
        mail?.text ?? '',
      );
      expect(link).not.toBeNull();
      const [, quoteId, token] = link ?? [];
      const accepted = await api.app.request(
        `/api/quotes/${quoteId}/accept`,
        jsonBody({ token: decodeURIComponent(token ?? '') }),
      );
      expect(accepted.status).toBe(200);
      const after = businessLeadDetailSchema.parse(
        await (await api.call(api.tokens.castle, 'GET', `${lead}/${ref}`)).json(),
      );
      expect(after.quotes[0]?.status).toBe('accepted');
      expect(after.status).toBe('won');
    },
  );

  leadTest(
    'takes the price in pence too, refuses both or neither, and 409 without an e-mail',
    async ({ api, ref }) => {
      const pence = await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/quotes`, {
        amountPence: 50000,
        description: 'Fitting only',
      });
      expect(pence.status).toBe(201);
      for (const body of [
        { amount: 10, amountPence: 1000, description: 'Both' },
        { description: 'Neither' },
        { amount: 10.001, description: 'Fractions of a penny' },
        { amount: 'ten pounds', description: 'Words' },
      ]) {
        expect(
          (await api.call(api.tokens.castle, 'POST', `${lead}/${ref}/quotes`, body)).status,
        ).toBe(400);
      }
      const noEmail = await api.enquiryTo('castle-carpets', { customerEmail: '' });
      const refused = await api.call(api.tokens.castle, 'POST', `${lead}/${noEmail}/quotes`, {
        amount: 10,
        description: 'No address',
      });
      expect(refused.status).toBe(409);
      expect(await quotesOf(api)).toHaveLength(1);
    },
  );
});
