import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { acceptQuote } from '../../quotes/accept-quote.ts';
import { storeQuote } from '../../quotes/create-quote.ts';
import { findQuote } from '../../quotes/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertLead, insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');

/** Quotes and their acceptance, alike on SQLite and PostgreSQL (ADR 050). */
export const quoteCases = describeEachEngine('quotes', ({ engine }) => {
  let specialistId: number;
  let enquiryId: number;

  beforeAll(async () => {
    ({ specialistId } = await insertSpecialist(engine(), 'quotes'));
    enquiryId = await insertLead(engine(), specialistId, 'enq_quoted', T0, {
      customerEmail: 'sam@example.test',
    });
  });

  it('stores a quote with its line items and accepts it once, winning the lead and mailing the firm', async () => {
    const items = [
      { description: 'Oak boards', amountPence: 90_000 },
      { description: 'Fitting', amountPence: 30_000 },
    ];
    const draft = { enquiryId, specialistId, description: 'Hallway in oak', items };
    const validUntil = new Date(T0.getTime() + 86_400_000);
    const { id } = await engine().commit(storeQuote, { ...draft, validUntil }, T0);
    const stored = await engine().run(findQuote, id);
    expect(stored).toMatchObject({
      quote: { amountPence: 120_000, lineItems: items, status: 'pending', createdAt: T0 },
      specialistName: 'quotes Floors',
      customerEmail: 'sam@example.test',
      reference: 'enq_quoted',
      enquiryClosedAt: null,
    });
    if (!stored) throw new Error('the quote was not stored');
    const at = new Date(T0.getTime() + 60_000);
    const accepted = await engine().commit(acceptQuote, stored, at);
    expect(accepted.quote).toMatchObject({ status: 'accepted', acceptedAt: at });
    await expect(engine().commit(acceptQuote, stored, at)).rejects.toMatchObject({
      status: 409,
      code: 'quote_accepted',
    });
    const { enquiryRecipients, mailOutbox } = engine().tables;
    const [recipient] = await engine()
      .db.select({ status: enquiryRecipients.status })
      .from(enquiryRecipients);
    expect(recipient?.status).toBe('won');
    const mails = await engine()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'quote_accepted'));
    expect(mails).toMatchObject([{ replyTo: 'sam@example.test', enquiryId, createdAt: at }]);
    expect(await engine().run(findQuote, 'quo_none')).toBeUndefined();
  });

  it('refuses an expired quote and stores none without line items', async () => {
    const draft = { enquiryId, specialistId, description: 'Stairs', validUntil: T0 };
    const { id } = await engine().commit(
      storeQuote,
      { ...draft, items: [{ description: 'Stairs', amountPence: 5_000 }] },
      T0,
    );
    const stored = await engine().run(findQuote, id);
    if (!stored) throw new Error('the quote was not stored');
    await expect(
      engine().commit(acceptQuote, stored, new Date(T0.getTime() + 1)),
    ).rejects.toMatchObject({ code: 'quote_expired' });
    await expect(engine().commit(storeQuote, { ...draft, items: [] }, T0)).rejects.toThrow(
      /line item/,
    );
  });
});
