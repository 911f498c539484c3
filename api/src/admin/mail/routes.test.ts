import { adminMailPageSchema } from '@flo/contract';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueMails } from '../../mail/outbox.ts';
import { deliverDueMail } from '../../mail/worker.ts';
import { insertAdmin, signIn as startSession } from '../../testing/accounts.ts';
import { openTestApp, testDialect } from '../../testing/open-test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let adminId: number;
let admin: Record<string, string>;
/** A fresh admin session at the test clock's time (the clock jumps days in some tests). */
async function signIn() {
  admin = { authorization: `Bearer ${await startSession(t.engine, 'admin', adminId, now())}` };
}
beforeEach(async () => {
  t = await openTestApp();
  smtp = await startTestSmtpServer();
  adminId = await insertAdmin(t.engine);
  await signIn();
});
afterEach(async () => {
  await smtp.close();
  await t.close();
});

const now = () => t.deps.now?.() ?? new Date();
async function queue(to: string, subject = 'Your enquiry') {
  const mail = { to, subject, text: 'Hello', kind: 'enquiry_confirmation' };
  await t.engine.commit(queueMails, [mail], now());
  t.advance(1000);
}
const storedMails = () => {
  const { db, tables } = t.engine;
  return db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);
};
async function deliver() {
  const transport = nodemailer.createTransport(smtp.url);
  try {
    return await deliverDueMail(t.deps, transport);
  } finally {
    transport.close();
  }
}
async function list(query = '') {
  const res = await t.app.request(`/api/admin/mail${query}`, { headers: admin });
  expect(res.status).toBe(200);
  return adminMailPageSchema.parse(await res.json());
}
const resend = (id: number, headers = admin) =>
  t.app.request(`/api/admin/mail/${id}/resend`, { method: 'POST', headers });

describe('failed mail for admins', () => {
  it('lists mail the server refused for good, and sends it again once resent', async () => {
    await queue('jo@example.test');
    smtp.refuseRecipientsWith = 550;
    await deliver();

    const { items, hasMore } = await list();
    expect(hasMore).toBe(false);
    expect(items).toHaveLength(1);
    const [failed] = items;
    expect(failed).toMatchObject({
      to: 'jo@example.test',
      subject: 'Your enquiry',
      kind: 'enquiry_confirmation',
      state: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(failed?.lastError).toMatch(/550/);

    smtp.refuseRecipientsWith = null;
    const id = failed?.id ?? 0;
    expect((await resend(id)).status).toBe(200);
    expect((await list('?status=pending')).items).toMatchObject([
      { id, state: 'queued', attempts: 0 },
    ]);
    expect((await list()).items).toEqual([]);

    expect(await deliver()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['jo@example.test']]);
    expect((await list('?status=sent')).items).toMatchObject([{ id, state: 'sent' }]);
  });

  it('gives a resent mail a fresh 72-hour retry window', async () => {
    await queue('jo@example.test');
    smtp.refuseRecipientsWith = 550;
    await deliver();
    t.advance(5 * 24 * 60 * 60 * 1000);
    await signIn();
    const id = (await list()).items[0]?.id ?? 0;
    expect((await resend(id)).status).toBe(200);

    smtp.refuseRecipientsWith = 450;
    await deliver();
    const [retrying] = (await list('?status=pending')).items;
    expect(retrying).toMatchObject({ id, state: 'retrying', attempts: 1 });
    expect(retrying?.lastError).toMatch(/450/);
    expect(Date.parse(retrying?.nextAttemptAt ?? '')).toBeGreaterThan(now().getTime());
  });

  it('refuses to resend mail that has not failed (409) or does not exist (404)', async () => {
    await queue('jo@example.test');
    const [pending] = await storedMails();
    const res = await resend(pending?.id ?? 0);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'mail_not_failed' } });
    await deliver();
    expect((await resend(pending?.id ?? 0)).status).toBe(409);
    expect((await storedMails())[0]).toMatchObject({ status: 'sent' });
    expect((await resend(987_654)).status).toBe(404);
  });

  it('pages failed mail newest first, 20 a page', async () => {
    smtp.refuseRecipientsWith = 550;
    for (let n = 1; n <= 21; n += 1) await queue(`person${n}@example.test`);
    await deliver();
    await deliver();
    const first = await list('?status=failed&page=1');
    expect(first).toMatchObject({ hasMore: true, total: 21, pageCount: 2, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.to).toBe('person21@example.test');
    const second = await list('?status=failed&page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false, total: 21 });
    expect(second.items.map((m) => m.to)).toEqual(['person1@example.test']);
  });

  // A SQLite query plan: PostgreSQL plans by its statistics, not by a fixed choice.
  it.runIf(testDialect() === 'sqlite')('reads failed mail along the status index', () => {
    const plan = t.db.$client
      .prepare(
        `explain query plan select * from mail_outbox where status = 'failed'
         order by created_at desc, id desc limit 21`,
      )
      .all() as { detail: string }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toContain('mail_outbox_status_created_idx');
    expect(details).not.toContain('TEMP B-TREE');
  });

  it('resends many failed mails at once and says what became of each', async () => {
    smtp.refuseRecipientsWith = 550;
    await queue('a@example.test');
    await queue('b@example.test');
    await deliver();
    smtp.refuseRecipientsWith = null;
    await queue('c@example.test');
    await deliver();
    const [a, b, c] = (await storedMails()).map((m) => m.id);
    const bulk = (body: unknown, headers = admin) =>
      t.app.request('/api/admin/mail/resend', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const bad of [{ ids: [] }, { ids: [a, a] }, { ids: ['x'] }, {}]) {
      expect((await bulk(bad)).status).toBe(400);
    }
    expect((await bulk({ ids: [a] }, {})).status).toBe(401);
    expect((await list()).total).toBe(2);
    const res = await bulk({ ids: [a, b, c, 987_654] });
    expect(await res.json()).toEqual({
      results: [
        { id: a, outcome: 'requeued' },
        { id: b, outcome: 'requeued' },
        { id: c, outcome: 'not_failed' },
        { id: 987_654, outcome: 'not_found' },
      ],
      requeued: 2,
    });
    expect((await list()).total).toBe(0);
    expect(await deliver()).toBe(2);
  });

  it('is for admins only and refuses a bad status with a 400', async () => {
    expect((await t.app.request('/api/admin/mail')).status).toBe(401);
    expect((await resend(1, {})).status).toBe(401);
    const res = await t.app.request('/api/admin/mail?status=lost', { headers: admin });
    expect(res.status).toBe(400);
  });
});
