import { beforeAll, expect, it } from 'vitest';
import { findQuote, insertQuote, markQuoteAccepted } from '../../quotes/repository.ts';
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

  it('stores a quote with its line items and accepts it once, winning the lead', async () => {
    const items = [
      { description: 'Oak boards', amountPence: 90_000 },
      { description: 'Fitting', amountPence: 30_000 },
    ];
    await engine().commit(insertQuote, {
      publicId: 'quo_engine-cases-001',
      enquiryId,
      specialistId,
      amountPence: 120_000,
      description: 'Hallway in oak',
      lineItems: items,
      validUntil: new Date(T0.getTime() + 86_400_000),
      acceptTokenHash: 'hash-1',
      createdAt: T0,
    });
    const stored = await engine().run(findQuote, 'quo_engine-cases-001');
    expect(stored).toMatchObject({
      quote: { lineItems: items, status: 'pending', acceptedAt: null, createdAt: T0 },
      specialistName: 'quotes Floors',
      customerEmail: 'sam@example.test',
      reference: 'enq_quoted',
      enquiryClosedAt: null,
    });
    const at = new Date(T0.getTime() + 60_000);
    expect(await engine().commit(markQuoteAccepted, stored?.quote.id ?? 0, at)).toBe(true);
    expect(await engine().commit(markQuoteAccepted, stored?.quote.id ?? 0, at)).toBe(false);
    const accepted = await engine().run(findQuote, 'quo_engine-cases-001');
    expect(accepted?.quote).toMatchObject({ status: 'accepted', acceptedAt: at });
    const { enquiryRecipients } = engine().tables;
    const [recipient] = await engine()
      .db.select({ status: enquiryRecipients.status })
      .from(enquiryRecipients);
    expect(recipient?.status).toBe('won');
    expect(await engine().run(findQuote, 'quo_none')).toBeUndefined();
  });
});
