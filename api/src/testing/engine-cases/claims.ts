import { beforeAll, expect, it } from 'vitest';
import {
  findClaimableSpecialist,
  findClaimByReference,
  insertClaimRequest,
} from '../../claims/repository.ts';
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
});
