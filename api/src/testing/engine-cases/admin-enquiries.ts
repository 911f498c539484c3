import type { AdminEnquiriesQuery } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { setStatuses } from '../../admin/enquiries/bulk-status.ts';
import { changeStatus, detailOf } from '../../admin/enquiries/detail.ts';
import { reassignEnquiry } from '../../admin/enquiries/reassign.ts';
import { enquiriesForExport, enquiriesPage } from '../../admin/enquiries/repository.ts';
import type { AuditActor } from '../../audit/record.ts';
import type { Engine } from '../../db/engine/index.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const DAY = 86_400_000;
const T0 = new Date('2026-03-02T10:00:00Z');
const day = (n: number) => new Date(T0.getTime() + n * DAY);
const actor: AuditActor = { kind: 'admin', id: 1, label: 'ops@flo.example', source: 'console' };
const newest = { sort: 'received', order: 'desc', page: 1 } as const;

async function insertEnquiry(
  on: Engine,
  publicId: string,
  at: Date,
  fields: { status?: 'new' | 'matched' | 'closed'; location?: string; service?: string } = {},
): Promise<number> {
  const { enquiries } = on.tables;
  const [stored] = await on.db
    .insert(enquiries)
    .values({
      publicId,
      kind: 'chat',
      status: fields.status ?? 'new',
      flooringType: 'Oak',
      location: fields.location ?? 'Leeds',
      customerName: 'Sam Lee',
      customerEmail: 'sam@example.test',
      budgetRange: '£1,000-£2,000',
      urgency: 'Within a month',
      chatbotSource: 'site',
      selectedServiceSlug: fields.service ?? null,
      createdAt: at,
    })
    .returning({ id: enquiries.id });
  if (!stored) throw new Error('no enquiry inserted');
  return stored.id;
}

/** The console's enquiries: the list, its filters, statuses and routing, alike on both engines (ADR 050). */
export const adminEnquiryCases = describeEachEngine('admin enquiries', ({ engine }) => {
  const firm: Record<string, number> = {};

  beforeAll(async () => {
    const on = engine();
    const bolton = await insertSpecialist(on, 'bolton');
    firm.bolton = bolton.specialistId;
    firm.other = (await insertSpecialist(on, 'other', { cityId: bolton.cityId })).specialistId;
    firm.hidden = (await insertSpecialist(on, 'hidden', { status: 'pending' })).specialistId;
    await insertEnquiry(on, 'enq_a', day(0), { location: 'BOLTON city' });
    await insertEnquiry(on, 'enq_b', day(1), { status: 'matched', service: 'carpet' });
    await insertEnquiry(on, 'enq_c', day(2), { status: 'closed' });
    const routed = await insertEnquiry(on, 'enq_d', day(3), { status: 'matched' });
    await on.db
      .insert(on.tables.enquiryRecipients)
      .values({ enquiryId: routed, specialistId: firm.bolton ?? 0, createdAt: day(3) });
  });

  const references = async (query: Partial<AdminEnquiriesQuery>) =>
    (await engine().run(enquiriesPage, { ...newest, ...query })).rows.map((r) => r.reference);

  it('lists newest first with counts and times, filtered by status, dates, city and service', async () => {
    const page = await engine().run(enquiriesPage, newest);
    expect(page.total).toBe(4);
    expect(page.rows[0]).toMatchObject({ reference: 'enq_d', createdAt: day(3), recipients: 1 });
    expect(page.rows[3]).toMatchObject({ reference: 'enq_a', recipients: 0, nearestCity: null });
    expect(await references({ status: 'matched' })).toEqual(['enq_d', 'enq_b']);
    expect(await references({ from: '2026-03-03', to: '2026-03-04' })).toEqual(['enq_c', 'enq_b']);
    // enq_d through its listing's city, enq_a by the place typed, in other case.
    expect(await references({ city: 'bolton-city' })).toEqual(['enq_d', 'enq_a']);
    expect(await references({ service: 'carpet' })).toEqual(['enq_b']);
    expect(await references({ sort: 'status', order: 'asc' })).toEqual([
      'enq_c',
      'enq_b',
      'enq_d',
      'enq_a',
    ]);
    const exported = await engine().run(enquiriesForExport, { ...newest, status: 'closed' }, 10);
    expect(exported).toEqual([
      expect.objectContaining({
        reference: 'enq_c',
        createdAt: day(2),
        customerEmail: 'sam@example.test',
        postcode: null,
        recipients: 0,
      }),
    ]);
  });

  it('changes statuses one by one or in bulk, each change audited', async () => {
    await engine().commit(changeStatus, 'enq_a', 'contacted', actor, T0);
    const results = await engine().commit(
      setStatuses,
      ['enq_a', 'enq_c', 'enq_none'],
      'closed',
      actor,
      T0,
    );
    expect(results.map((r) => r.outcome)).toEqual(['changed', 'unchanged', 'not_found']);
    const { auditLog } = engine().tables;
    const entries = await engine().db.select().from(auditLog).where(eq(auditLog.entityId, 'enq_a'));
    expect(entries.map((e) => JSON.parse(e.afterJson ?? '{}').status)).toEqual([
      'contacted',
      'closed',
    ]);
  });

  it('routes an enquiry by hand: kept leads stay, new ones get a lead mail', async () => {
    await expect(
      engine().commit(
        reassignEnquiry,
        'enq_d',
        [firm.hidden ?? 0],
        T0,
        actor,
        'https://flo.example',
      ),
    ).rejects.toMatchObject({ status: 400 });
    const ids = [firm.bolton ?? 0, firm.other ?? 0];
    await engine().commit(reassignEnquiry, 'enq_d', ids, T0, actor, 'https://flo.example');
    const detail = await engine().run(detailOf, 'enq_d');
    expect(detail).toMatchObject({
      status: 'matched',
      recipients: 2,
      createdAt: day(3).toISOString(),
    });
    expect(detail.recipientsDetail.map((r) => r.specialistId).sort()).toEqual(ids.sort());
    expect(detail.mails).toEqual([
      {
        kind: 'specialist_lead',
        to: 'other@example.com',
        status: 'pending',
        createdAt: T0.toISOString(),
      },
    ]);
    await engine().commit(
      reassignEnquiry,
      'enq_d',
      [firm.other ?? 0],
      T0,
      actor,
      'https://flo.example',
    );
    expect((await engine().run(detailOf, 'enq_d')).recipientsDetail).toMatchObject([
      { specialistId: firm.other },
    ]);
    await expect(engine().run(detailOf, 'enq_none')).rejects.toMatchObject({ status: 404 });
  });
});
