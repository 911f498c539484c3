import { beforeAll, expect, it } from 'vitest';
import { figuresOf, responseTimes } from '../../admin/figures/figures.ts';
import { resolvePeriod } from '../../admin/figures/period.ts';
import { insertClaimRequest } from '../../claims/repository.ts';
import type { Engine } from '../../db/engine/index.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(`2026-03-${iso}Z`);
const MINUTE = 60_000;

async function insertEnquiry(
  on: Engine,
  publicId: string,
  createdAt: Date,
  fields: { kind?: 'chat' | 'simple'; city?: string; flooring?: string } = {},
): Promise<number> {
  const { enquiries } = on.tables;
  const [stored] = await on.db
    .insert(enquiries)
    .values({
      publicId,
      kind: fields.kind ?? 'chat',
      flooringType: fields.flooring ?? 'Oak',
      location: 'Leeds',
      nearestCity: fields.city ?? null,
      customerName: 'Sam Lee',
      budgetRange: '£1,000-£2,000',
      urgency: 'Within a month',
      chatbotSource: 'site',
      createdAt,
    })
    .returning({ id: enquiries.id });
  if (!stored) throw new Error('no enquiry inserted');
  return stored.id;
}

/** The marketplace figures over UTC days and Monday weeks, alike on both engines (ADR 050). */
export const adminFigureCases = describeEachEngine('admin figures', ({ engine }) => {
  const period = resolvePeriod({ from: '2026-03-02', to: '2026-03-10' }, NOW);
  let fast: number;

  beforeAll(async () => {
    const on = engine();
    const { enquiryRecipients, subscriptions } = on.tables;
    const first = await insertSpecialist(on, 'fast');
    fast = first.specialistId;
    const slow = (await insertSpecialist(on, 'slow', { cityId: first.cityId })).specialistId;
    // Late on Monday 2 March and just after midnight on Monday 9 March, UTC.
    const late = await insertEnquiry(on, 'enq_late', at('02T23:30:00'), { city: 'Leeds' });
    await insertEnquiry(on, 'enq_form', at('09T00:10:00'), { kind: 'simple', flooring: '' });
    await insertEnquiry(on, 'enq_after', at('11T00:00:00'));
    const sent = at('02T23:30:00');
    await on.db
      .insert(enquiryRecipients)
      .values([{ enquiryId: late, specialistId: slow, status: 'quoted', createdAt: sent }]);
    for (const [i, minutes] of [90, 30, 60].entries()) {
      const id = await insertEnquiry(on, `enq_fast${i}`, at(`0${3 + i}T09:00:00`));
      const createdAt = at(`0${3 + i}T09:00:00`);
      await on.db.insert(enquiryRecipients).values({
        enquiryId: id,
        specialistId: fast,
        status: i === 0 ? 'won' : 'contacted',
        firstResponseAt: new Date(createdAt.getTime() + minutes * MINUTE),
        createdAt,
      });
    }
    const claim = (reference: string, createdAt: Date) =>
      on.commit(insertClaimRequest, {
        reference,
        specialistId: fast,
        name: 'Jo',
        role: 'Owner',
        email: `${reference}@example.test`,
        leadEmail: null,
        phone: '01610000000',
        proof: 'Companies House 01234567',
        tier: 'free',
        createdAt,
      });
    await claim('CLM-SUNDAY', at('08T23:59:00'));
    await claim('CLM-MONDAY', at('09T00:01:00'));
    const plan = { provider: 'invoice', specialistId: fast, interval: 'month' } as const;
    await on.db.insert(subscriptions).values([
      { ...plan, tier: 'standard', status: 'active', updatedAt: NOW, createdAt: at('04T10:00:00') },
      {
        ...plan,
        tier: 'featured',
        status: 'past_due',
        pastDueSince: at('01T10:00:00'),
        updatedAt: NOW,
        createdAt: at('01T10:00:00'),
      },
      {
        ...plan,
        tier: 'featured',
        status: 'canceled',
        updatedAt: at('10T08:00:00'),
        createdAt: at('01T10:00:00'),
      },
    ]);
  });

  it('counts enquiries by UTC day, place and service, and leads by outcome', async () => {
    const figures = await engine().run(figuresOf, period, NOW);
    expect(figures.enquiriesPerDay.slice(0, 2)).toEqual([
      { day: '2026-03-02', chat: 1, form: 0, job: 0 },
      { day: '2026-03-03', chat: 1, form: 0, job: 0 },
    ]);
    expect(figures.enquiriesPerDay[7]).toEqual({ day: '2026-03-09', chat: 0, form: 1, job: 0 });
    expect(figures.byCity).toEqual([
      { label: 'Leeds', enquiries: 1 },
      { label: 'Not placed', enquiries: 4 },
    ]);
    expect(figures.byService).toEqual([
      { label: 'Oak', enquiries: 4 },
      { label: 'Not said', enquiries: 1 },
    ]);
    expect(figures.leads).toEqual({ leads: 4, replied: 3, quoted: 2, won: 1 });
    expect(figures.firstResponse).toEqual({ answered: 3, medianMinutes: 60 });
    expect(figures.unmatched).toBe(1);
  });

  it('counts claims and plans by Monday week, and live plans within the grace period', async () => {
    const figures = await engine().run(figuresOf, period, NOW);
    expect(figures.claimsPerWeek).toEqual([
      { week: '2026-03-02', pending: 1, approved: 0, rejected: 0 },
      { week: '2026-03-09', pending: 1, approved: 0, rejected: 0 },
    ]);
    expect(figures.plansPerWeek).toEqual([
      { week: '2026-03-02', started: 1, ended: 0 },
      { week: '2026-03-09', started: 0, ended: 1 },
    ]);
    expect(figures.livePlans).toEqual({ standard: 1, featured: 1 });
  });

  it('ranks specialists with enough leads by median first response', async () => {
    const page = await engine().run(responseTimes, period, 1);
    expect(page).toMatchObject({
      total: 1,
      items: [
        { specialistId: fast, slug: 'fast-floors', leads: 3, answered: 3, medianMinutes: 60 },
      ],
    });
  });
});
