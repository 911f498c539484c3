import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatPayload, fixtureEmail, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { openTestApp } from '../testing/open-test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { type OutgoingMail, queueMails } from './outbox.ts';
import { deliverDueMail, MAIL_RETRY_WINDOW_MS, retryDelayMs, startMailWorker } from './worker.ts';

let t: TestApp;
let smtp: TestSmtpServer;
beforeEach(async () => {
  // The enquiry fixtures, for the tests that send an enquiry's mails; the others queue their own.
  t = await openTestApp({ arrange: insertEnquiryFixtures });
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  await smtp.close();
  await t.close();
});

const outbox = () =>
  t.engine.db.select().from(t.engine.tables.mailOutbox).orderBy(t.engine.tables.mailOutbox.id);
const now = () => t.deps.now?.() ?? new Date();
const enqueue = (mail: OutgoingMail) => t.engine.commit(queueMails, [mail], now());
async function queueOne(to = 'customer@example.test') {
  await enqueue({ to, subject: 'Test subject', text: 'Hello', kind: 'test' });
  return (await outbox()).at(-1)?.id ?? 0;
}

describe('mail worker against a real SMTP server', () => {
  it('delivers the confirmation and every lead of a new enquiry, once', async () => {
    await t.app.request('/api/enquiries', jsonBody(chatPayload()));
    const worker = startMailWorker(t.deps, { smtpUrl: smtp.url, intervalMs: 60_000 });
    try {
      expect(await worker.runOnce()).toBe(4);
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
    const byRecipient = Object.fromEntries(smtp.received.map((m) => [m.to.join(','), m]));
    expect(Object.keys(byRecipient).sort()).toEqual(
      [
        'jo@example.test',
        fixtureEmail('castle-carpets'),
        fixtureEmail('featured-carpets'),
        fixtureEmail('premier-carpets'),
      ].sort(),
    );
    expect(byRecipient['jo@example.test']?.subject).toBe("We've received your flooring enquiry");
    expect(byRecipient[fixtureEmail('castle-carpets')]?.subject).toBe(
      'New flooring enquiry: Carpet Installation in Manchester',
    );
    expect(smtp.received[0]?.from).toBe('hello@flo.local');
    expect((await outbox()).every((m) => m.status === 'sent' && m.sentAt !== null)).toBe(true);
    expect(byRecipient[fixtureEmail('castle-carpets')]?.raw).toMatch(
      /^Reply-To: jo@example\.test\r?$/m,
    );
    expect(byRecipient['jo@example.test']?.raw).not.toMatch(/^Reply-To:/m);
  });

  it('sends a Reply-To only when it is one plain address, so none can add a header', async () => {
    const send = (replyTo: string) =>
      enqueue({ to: 'a@example.test', replyTo, subject: 'S', text: 'T', kind: 'test' });
    await send('fitter@example.test');
    await send('fitter@example.test\r\nBcc: thief@example.test');
    await send('a@example.test, thief@example.test');
    const transport = nodemailer.createTransport(smtp.url);
    expect(await deliverDueMail(t.deps, transport)).toBe(3);
    transport.close();
    const [plain, injected, two] = smtp.received.map((m) => m.raw);
    expect(plain).toMatch(/^Reply-To: fitter@example\.test\r?$/m);
    for (const raw of [injected, two]) {
      expect(raw).not.toMatch(/^(Reply-To|Bcc):/m);
      expect(raw).not.toContain('thief@');
    }
    expect(smtp.received.flatMap((m) => m.to)).not.toContain('thief@example.test');
  });

  it('marks mail failed after one attempt when the server refuses it for good (550)', async () => {
    const id = await queueOne();
    const transport = nodemailer.createTransport(smtp.url);
    smtp.refuseRecipientsWith = 550;

    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    const [failed] = await outbox();
    expect(failed).toMatchObject({ id, status: 'failed', attempts: 1 });
    expect(failed?.lastError).toMatch(/550/);

    smtp.refuseRecipientsWith = null;
    t.advance(24 * 60 * 60 * 1000);
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await outbox())[0]?.attempts).toBe(1);
    transport.close();
  });

  it('retries a transient refusal (450) with backoff and succeeds once the server accepts', async () => {
    const id = await queueOne();
    const transport = nodemailer.createTransport(smtp.url);
    smtp.refuseRecipientsWith = 450;

    const before = now().getTime();
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    const after = now().getTime();
    const [failed] = await outbox();
    expect(failed).toMatchObject({ id, status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/450/);
    const retryAt = failed?.nextAttemptAt.getTime() ?? 0;
    expect(retryAt).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    expect(retryAt).toBeLessThanOrEqual(after + retryDelayMs(1));

    smtp.refuseRecipientsWith = null;
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    expect(smtp.received).toHaveLength(0);

    t.advance(retryDelayMs(1));
    expect(await deliverDueMail(t.deps, transport)).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['customer@example.test']]);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    transport.close();
  });

  it('keeps retrying through a 72-hour outage, waiting 1 min doubling to at most 1 h, then fails it', async () => {
    const id = await queueOne();
    const queuedAt = now().getTime();
    await smtp.close();
    const transport = nodemailer.createTransport(smtp.url);
    const waits: number[] = [];
    let row = (await outbox())[0];
    while (row?.status === 'pending') {
      const before = now().getTime();
      expect(await deliverDueMail(t.deps, transport)).toBe(0);
      [row] = await t.engine.db
        .select()
        .from(t.engine.tables.mailOutbox)
        .where(eq(t.engine.tables.mailOutbox.id, id));
      expect(row?.attempts).toBe(waits.length + 1);
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
      if (row?.status !== 'pending') break;
      const wait = (row?.nextAttemptAt.getTime() ?? 0) - before;
      waits.push(wait);
      t.advance(wait);
    }
    const failedAfter = now().getTime() - queuedAt;
    expect(row?.status).toBe('failed');
    expect(failedAfter).toBeGreaterThanOrEqual(MAIL_RETRY_WINDOW_MS);
    expect(failedAfter).toBeLessThan(MAIL_RETRY_WINDOW_MS + 60 * 60 * 1000 + 1000);
    const minutes = waits.map((ms) => Math.round(ms / 60_000));
    expect(minutes.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(Math.max(...minutes)).toBe(60);

    t.advance(24 * 60 * 60 * 1000);
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    expect((await outbox())[0]?.attempts).toBe(waits.length + 1);
    transport.close();
  });

  it('delivers a lead queued at the start of a 48-hour outage once the server is back', async () => {
    await t.app.request('/api/enquiries', jsonBody(chatPayload()));
    const down = await startTestSmtpServer();
    await down.close();
    const unreachable = nodemailer.createTransport(down.url);
    for (let minutes = 0; minutes < 48 * 60; minutes += 5) {
      await deliverDueMail(t.deps, unreachable);
      t.advance(5 * 60 * 1000);
    }
    unreachable.close();
    expect((await outbox()).every((m) => m.status === 'pending' && m.attempts > 40)).toBe(true);

    const transport = nodemailer.createTransport(smtp.url);
    t.advance(60 * 60 * 1000);
    expect(await deliverDueMail(t.deps, transport)).toBe(4);
    expect((await outbox()).every((m) => m.status === 'sent')).toBe(true);
    expect(smtp.received).toHaveLength(4);
    transport.close();
  });

  it('leaves mail in the outbox when no SMTP URL is configured', async () => {
    await queueOne();
    const worker = startMailWorker(t.deps, {});
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
