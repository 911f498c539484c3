import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  findClaimableSpecialist,
  findClaimByReference,
  insertClaimRequest,
} from '../../claims/repository.ts';
import { storeClaim } from '../../claims/store-claim.ts';
import { insertSubscriptionRequest } from '../../subscriptions/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');

/** Claims of listings and the invoiced plan requests that follow them, alike on both engines (ADR 050). */
export const claimCases = describeEachEngine('claims and plan requests', ({ engine }) => {
  let specialistId: number;
  let hiddenId: number;

  beforeAll(async () => {
    ({ specialistId } = await insertSpecialist(engine(), 'claimed'));
    hiddenId = (await insertSpecialist(engine(), 'pending', { status: 'pending' })).specialistId;
  });

  it('finds only active listings to claim, and a claim by its reference', async () => {
    expect(await engine().run(findClaimableSpecialist, specialistId)).toEqual({
      id: specialistId,
      slug: 'claimed-floors',
      name: 'claimed Floors',
      claimedByBusinessId: null,
    });
    expect(await engine().run(findClaimableSpecialist, hiddenId)).toBeUndefined();
    await engine().commit(insertClaimRequest, {
      reference: 'CLM-ENGINE1',
      specialistId,
      name: 'Jo Bloggs',
      role: 'Owner',
      email: 'jo@claimed.example',
      leadEmail: null,
      phone: '01610000000',
      proof: 'Companies House 01234567',
      tier: 'standard',
      createdAt: T0,
    });
    const claim = await engine().run(findClaimByReference, 'CLM-ENGINE1');
    expect(claim).toMatchObject({ specialistId, status: 'pending' });
    expect(await engine().run(findClaimByReference, 'CLM-NONE')).toBeUndefined();

    await engine().commit(insertSubscriptionRequest, {
      reference: 'SUB-ENGINE1',
      tier: 'standard',
      monthlyPence: 2900,
      source: 'subscribe',
      businessName: 'Claimed Floors Ltd',
      contactName: 'Jo Bloggs',
      invoiceEmail: 'accounts@claimed.example',
      invoiceAddress: '1 Mill Lane, Manchester',
      claimRequestId: claim?.id ?? null,
      specialistId,
      createdAt: T0,
    });
    const { subscriptionRequests } = engine().tables;
    const [stored] = await engine().db.select().from(subscriptionRequests);
    expect(stored).toMatchObject({ reference: 'SUB-ENGINE1', status: 'pending', phone: null });
  });

  it('stores a claim with the operators’ mail and the receipt, or nothing for a hidden listing', async () => {
    const config = { publicUrl: 'https://flo.example', operatorEmail: 'ops@flo.example' };
    const claim = {
      specialistId,
      name: 'Sam Fitter',
      role: 'Owner' as const,
      email: 'sam@claimed.example',
      leadEmail: '',
      phone: '01610000001',
      proof: 'VAT registration',
      tier: 'free' as const,
    };
    const stored = await engine().commit(storeClaim, claim, 'CLM-ENGINE2', config, T0);
    expect(stored.name).toBe('claimed Floors');
    const refused = engine().commit(
      storeClaim,
      { ...claim, specialistId: hiddenId },
      'CLM-X',
      config,
      T0,
    );
    await expect(refused).rejects.toMatchObject({ status: 400 });
    expect(await engine().run(findClaimByReference, 'CLM-X')).toBeUndefined();
    expect(await engine().run(findClaimByReference, 'CLM-ENGINE2')).toMatchObject({
      specialistId,
      status: 'pending',
    });
    const { mailOutbox } = engine().tables;
    const mails = await engine()
      .db.select({ to: mailOutbox.to, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.createdAt, T0))
      .orderBy(mailOutbox.id);
    expect(mails).toEqual([
      { to: 'ops@flo.example', kind: 'claim_request', createdAt: T0 },
      { to: 'sam@claimed.example', kind: 'claim_received', createdAt: T0 },
    ]);
  });
});
