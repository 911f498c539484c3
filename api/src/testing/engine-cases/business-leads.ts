import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listLeadsOf } from '../../business-leads/inbox-repository.ts';
import { quoteLead, replyToLead } from '../../business-leads/lead-responses.ts';
import { leadDetail, ownLead } from '../../business-leads/lead-view.ts';
import {
  insertLeadReply,
  mailsToCustomerSince,
  recordLeadResponse,
  setLeadStatus,
} from '../../business-leads/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertLead, insertSpecialist } from './specialist-rows.ts';

const MINUTE = 60_000;
const T0 = new Date('2026-03-02T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** A business's lead inbox and its answers, alike on SQLite and PostgreSQL (ADR 050). */
export const businessLeadCases = describeEachEngine('business leads', ({ engine }) => {
  let own: number;
  let other: number;
  const lead: Record<string, number> = {};

  beforeAll(async () => {
    ({ specialistId: own } = await insertSpecialist(engine(), 'leads'));
    ({ specialistId: other } = await insertSpecialist(engine(), 'others'));
    lead.first = await insertLead(engine(), own, 'enq_first', T0);
    lead.second = await insertLead(engine(), own, 'enq_second', later(1));
    lead.third = await insertLead(engine(), own, 'enq_third', later(2));
    await insertLead(engine(), other, 'enq_theirs', later(3));
  });

  it('pages its own leads newest first, by status, with the total', async () => {
    const page = await engine().run(listLeadsOf, { specialistId: own, page: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.reference)).toEqual(['enq_third', 'enq_second']);
    expect(page.rows[0]).toMatchObject({ createdAt: later(2).toISOString(), status: 'new' });
    await engine().commit(
      setLeadStatus,
      { enquiryId: lead.first ?? 0, specialistId: own },
      'lost',
      T0,
    );
    const lost = await engine().run(listLeadsOf, {
      specialistId: own,
      page: 1,
      pageSize: 20,
      status: 'lost',
    });
    expect([lost.total, lost.rows[0]?.reference, lost.rows[0]?.firstResponseAt]).toEqual([
      1,
      'enq_first',
      null,
    ]);
  });

  it("refuses another's lead with 403 and an unknown one with 404", async () => {
    await expect(engine().run(ownLead, own, 'enq_theirs')).rejects.toMatchObject({ status: 403 });
    await expect(engine().run(ownLead, own, 'enq_none')).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the first response time and moves the status on only from an earlier one', async () => {
    const key = { enquiryId: lead.second ?? 0, specialistId: own };
    await engine().commit(insertLeadReply, { ...key, message: 'Hello', createdAt: later(10) });
    await engine().commit(recordLeadResponse, key, 'contacted', ['new'], later(10));
    await engine().commit(setLeadStatus, key, 'won', later(30));
    await engine().commit(recordLeadResponse, key, 'contacted', ['new'], later(40));
    const detail = await engine().run(leadDetail, own, 'enq_second', later(50));
    expect(detail).toMatchObject({
      status: 'won',
      firstResponseAt: later(10).toISOString(),
      statusUpdatedAt: later(30).toISOString(),
      replies: [{ message: 'Hello', createdAt: later(10).toISOString() }],
      quotes: [],
      reviewRequested: false,
    });
    expect(await engine().run(mailsToCustomerSince, key, later(5))).toBe(1);
    expect(await engine().run(mailsToCustomerSince, key, later(11))).toBe(0);
  });

  it('replies and quotes with their mails in one commit, refusing a lead without an address', async () => {
    const mailed = await insertLead(engine(), own, 'enq_mailed', T0, {
      customerEmail: 'jo@example.test',
    });
    const answer = { specialistId: own, reference: 'enq_mailed', at: later(5) };
    const replied = await engine().commit(replyToLead, answer, 'We can come on Monday');
    expect(replied).toMatchObject({ status: 'contacted', firstResponseAt: later(5).toISOString() });
    const quote = { amountPence: 45_000, description: 'Oak', validDays: 7, publicUrl: 'https://x' };
    const quoted = await engine().commit(quoteLead, { ...answer, at: later(6) }, quote);
    expect(quoted).toMatchObject({
      status: 'quoted',
      firstResponseAt: later(5).toISOString(),
      quotes: [{ amountPence: 45_000, status: 'pending' }],
    });
    const { mailOutbox } = engine().tables;
    const mails = await engine()
      .db.select({ kind: mailOutbox.kind, replyTo: mailOutbox.replyTo, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, mailed));
    expect(mails.map((mail) => [mail.kind, mail.replyTo])).toEqual([
      ['lead_reply', 'leads@example.com'],
      ['lead_quote', 'leads@example.com'],
    ]);
    expect(mails[1]?.text).toContain(`https://x/quote/accept/${quoted.quotes[0]?.id}/`);
    await expect(
      engine().commit(replyToLead, { ...answer, reference: 'enq_third' }, 'Hello'),
    ).rejects.toMatchObject({ status: 409, code: 'no_customer_email' });
  });
});
