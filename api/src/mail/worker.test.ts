import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { chatPayload, fixtureEmail, insertEnquiryFixtures } from '../enquiries/fixtures.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { enqueueMail } from './outbox.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, retryDelayMs, startMailWorker } from './worker.ts';

let t: TestApp;
let smtp: TestSmtpServer;
beforeEach(async () => {
  t = createTestApp();
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  await smtp.close();
  t.close();
});

const outbox = () => t.db.select().from(mailOutbox).all();
const now = () => t.deps.now?.() ?? new Date();
function queueOne(to = 'customer@example.test') {
  enqueueMail(t.db, { to, subject: 'Test subject', text: 'Hello', kind: 'test' }, now());
  return outbox().at(-1)?.id ?? 0;
}

describe('mail worker against a real SMTP server', () => {
  it('delivers the confirmation and every lead of a new enquiry, once', async () => {
    insertEnquiryFixtures(t.db);
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
    expect(outbox().every((m) => m.status === 'sent' && m.sentAt !== null)).toBe(true);
  });

  it('marks mail failed after one attempt when the server refuses it for good (550)', async () => {
    const id = queueOne();
    const transport = nodemailer.createTransport(smtp.url);
    smtp.refuseRecipientsWith = 550;

    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    const [failed] = outbox();
    expect(failed).toMatchObject({ id, status: 'failed', attempts: 1 });
    expect(failed?.lastError).toMatch(/550/);

    smtp.refuseRecipientsWith = null;
    t.advance(24 * 60 * 60 * 1000);
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(outbox()[0]?.attempts).toBe(1);
    transport.close();
  });

  it('retries a transient refusal (450) with backoff and succeeds once the server accepts', async () => {
    const id = queueOne();
    const transport = nodemailer.createTransport(smtp.url);
    smtp.refuseRecipientsWith = 450;

    const before = now().getTime();
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    const after = now().getTime();
    const [failed] = outbox();
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
    expect(outbox()[0]).toMatchObject({ status: 'sent', attempts: 1 });
    transport.close();
  });

  it('doubles the wait after each refused connection and gives up after the last attempt', async () => {
    const id = queueOne();
    await smtp.close();
    const transport = nodemailer.createTransport(smtp.url);
    const expectedWaits = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000];
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      const before = now().getTime();
      expect(await deliverDueMail(t.deps, transport)).toBe(0);
      const after = now().getTime();
      const [row] = t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).all();
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
      const wait = expectedWaits[attempt - 1];
      if (wait === undefined) {
        expect(row?.status).toBe('failed');
        continue;
      }
      expect(row?.status).toBe('pending');
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + wait);
      expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + wait);
      t.advance(wait);
    }
    t.advance(24 * 60 * 60 * 1000);
    expect(await deliverDueMail(t.deps, transport)).toBe(0);
    expect(outbox()[0]?.attempts).toBe(MAX_MAIL_ATTEMPTS);
    transport.close();
  });

  it('leaves mail in the outbox when no SMTP URL is configured', async () => {
    queueOne();
    const worker = startMailWorker(t.deps, {});
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect(outbox()[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
