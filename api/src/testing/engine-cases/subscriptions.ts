import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { storeInvoiceRequest } from '../../subscriptions/invoice-request.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');
const request = {
  tier: 'standard' as const,
  source: 'subscribe' as const,
  businessName: 'Plan Floors Ltd',
  contactName: 'Jo Bloggs',
  invoiceEmail: 'accounts@plan.example',
  phone: '',
  invoiceAddress: '1 Mill Lane, Manchester',
};

/** An invoiced plan request and its two mails, in one commit on SQLite and PostgreSQL (ADR 050). */
export const subscriptionCases = describeEachEngine('invoiced plan requests', ({ engine }) => {
  let specialistId: number;

  beforeAll(async () => {
    ({ specialistId } = await insertSpecialist(engine(), 'plan'));
  });

  it('stores the request with its price and mails the operators (as set in the console) and the requester', async () => {
    const listing = { specialistId, listingName: 'plan Floors', claimRequestId: null };
    const config = { operatorEmail: 'env-ops@flo.test' };
    await engine().commit(
      storeInvoiceRequest,
      { request, listing, reference: 'SUB-1', at: T0 },
      config,
    );
    const { mailOutbox, operatorSettings, subscriptionRequests } = engine().tables;
    await engine()
      .db.insert(operatorSettings)
      .values({ id: 1, operatorEmail: 'console-ops@flo.test', updatedAt: T0 });
    await engine().commit(
      storeInvoiceRequest,
      { request, listing, reference: 'SUB-2', at: T0 },
      config,
    );
    const stored = await engine()
      .db.select()
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.specialistId, specialistId))
      .orderBy(asc(subscriptionRequests.reference));
    expect(stored).toMatchObject([
      { reference: 'SUB-1', monthlyPence: expect.any(Number), phone: null, createdAt: T0 },
      { reference: 'SUB-2' },
    ]);
    const mails = await engine()
      .db.select({ to: mailOutbox.to, kind: mailOutbox.kind })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
    expect(mails).toEqual([
      { to: 'env-ops@flo.test', kind: 'subscription_request' },
      { to: 'accounts@plan.example', kind: 'subscription_request_copy' },
      { to: 'console-ops@flo.test', kind: 'subscription_request' },
      { to: 'accounts@plan.example', kind: 'subscription_request_copy' },
    ]);
  });
});
