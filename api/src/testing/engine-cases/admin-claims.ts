import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { decideListingClaim } from '../../admin/claims/decide-claim.ts';
import { claimsInStatus } from '../../admin/claims/repository.ts';
import type { AuditActor } from '../../audit/record.ts';
import { insertClaimRequest } from '../../claims/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const actor: AuditActor = { kind: 'admin', id: 1, label: 'ops@flo.example', source: 'console' };
const URL = 'https://flo.example';

/** The console's claims queue and its decisions, alike on both engines (ADR 050). */
export const adminClaimCases = describeEachEngine('admin claims', ({ engine }) => {
  const listing: Record<string, number> = {};
  const claim: Record<string, number> = {};

  const fileClaim = async (name: string, specialistId: number, email: string, at: Date) => {
    await engine().commit(insertClaimRequest, {
      reference: `CLM-${name.toUpperCase()}`,
      specialistId,
      name: 'Jo Bloggs',
      role: 'Owner',
      email,
      leadEmail: name === 'first' ? 'leads@castle.example' : null,
      phone: '01610000000',
      proof: 'Companies House 01234567',
      tier: 'free',
      createdAt: at,
    });
    const { claimRequests } = engine().tables;
    const [stored] = await engine()
      .db.select({ id: claimRequests.id })
      .from(claimRequests)
      .where(eq(claimRequests.reference, `CLM-${name.toUpperCase()}`));
    claim[name] = stored?.id ?? 0;
  };

  beforeAll(async () => {
    listing.castle = (await insertSpecialist(engine(), 'castle')).specialistId;
    listing.premier = (await insertSpecialist(engine(), 'premier')).specialistId;
    await fileClaim('rival', listing.castle, 'rival@example.test', later(2));
    await fileClaim('first', listing.castle, 'jo@castle.example', later(1));
    await fileClaim('same', listing.premier, 'JO@Castle.example', later(3));
    await fileClaim('refused', listing.premier, 'no@premier.example', later(4));
  });

  it('pages pending claims oldest first with their listing and the total', async () => {
    const page = await engine().run(claimsInStatus, 'pending', 1, 2);
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.reference)).toEqual(['CLM-FIRST', 'CLM-RIVAL']);
    expect(page.rows[0]).toMatchObject({
      specialistSlug: 'castle-floors',
      claimedByBusinessId: null,
      createdAt: later(1),
    });
  });

  it('approves a claim once: a login, the listing claimed, leads moved, a setup link mailed', async () => {
    await engine().commit(
      decideListingClaim,
      claim.first ?? 0,
      { action: 'approve' },
      T0,
      actor,
      URL,
    );
    const { businesses, specialists, mailOutbox, auditLog } = engine().tables;
    const [business] = await engine().db.select().from(businesses);
    expect(business).toMatchObject({ email: 'jo@castle.example', specialistId: listing.castle });
    expect(business?.setupTokenExpiresAt?.getTime()).toBeGreaterThan(T0.getTime());
    const [castle] = await engine()
      .db.select()
      .from(specialists)
      .where(eq(specialists.id, listing.castle ?? 0));
    expect(castle).toMatchObject({
      claimedByBusinessId: business?.id,
      email: 'leads@castle.example',
    });
    const [mail] = await engine()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'jo@castle.example'));
    expect(mail?.text).toMatch(/^Good news: your claim of castle Floors on Flo \(CLM-FIRST\)/);
    expect(mail?.text).toContain(`${URL}/login?setup=`);
    const [entry] = await engine()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'CLM-FIRST'));
    expect(entry?.action).toBe('claim.approve');

    const refusal = (id: string) =>
      engine().commit(decideListingClaim, claim[id] ?? 0, { action: 'approve' }, T0, actor, URL);
    await expect(refusal('first')).rejects.toMatchObject({ code: 'already_decided' });
    await expect(refusal('rival')).rejects.toMatchObject({ code: 'already_claimed' });
    await expect(refusal('same')).rejects.toMatchObject({ code: 'email_in_use' });
    expect(await engine().db.select().from(businesses)).toHaveLength(1);
    const pending = await engine().run(claimsInStatus, 'pending', 1, 10);
    expect(pending.rows.map((row) => row.reference)).toEqual([
      'CLM-RIVAL',
      'CLM-SAME',
      'CLM-REFUSED',
    ]);
  });

  it('rejects a claim with the reason mailed, creating no login', async () => {
    const reason = 'The phone number is not the listing’s.';
    await engine().commit(
      decideListingClaim,
      claim.refused ?? 0,
      { action: 'reject', reason },
      T0,
      actor,
      URL,
    );
    const { mailOutbox, businesses, auditLog } = engine().tables;
    const [mail] = await engine()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'claim_rejected'));
    expect(mail).toMatchObject({ to: 'no@premier.example', nextAttemptAt: T0 });
    expect(mail?.text).toContain(reason);
    expect(await engine().db.select().from(businesses)).toHaveLength(1);
    const rejected = await engine().run(claimsInStatus, 'rejected', 1, 10);
    expect(rejected).toMatchObject({ total: 1, rows: [{ reference: 'CLM-REFUSED' }] });
    const entries = await engine()
      .db.select({ after: auditLog.afterJson })
      .from(auditLog)
      .where(eq(auditLog.entityId, 'CLM-REFUSED'))
      .orderBy(asc(auditLog.id));
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ status: 'rejected', reason });
  });
});
