import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enquiryCreatedSchema, IDEMPOTENCY_HEADER } from '@flo/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SEND_LEASE_MS } from './mail/worker.ts';
import { simplePayload } from './testing/enquiries.ts';
import { type RunningNginx, startNginx } from './testing/nginx.ts';
import { testDatabase } from './testing/postgres/index.ts';
import { type ServerProcess, spawnServer } from './testing/server-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server.ts';

/**
 * Issue 26, item 4: two API processes behind nginx on one PostgreSQL database. A burst of
 * enquiries goes through nginx while one node is killed with SIGKILL; every acknowledged
 * enquiry is stored once and every mail is sent once, by whichever node's mail worker claimed
 * it. Each node mails through an SMTP server of its own, so the test knows who sent what.
 */

const BURST = 60;
const CONCURRENCY = 4;
/** The killed node goes once this many enquiries are acknowledged (and it has sent mail). */
const KILL_AFTER = 20;
/** Enquiries sent before the kill is prepared; the rest of the burst goes while it happens. */
const BEFORE_KILL = 40;
/** Attempts per enquiry, as the widget retries one with the same key. */
const ATTEMPTS = 5;
/** Bound on each wait for the mail workers (they poll every 5 s, 20 mails a pass). */
const WAIT_MS = 20_000;

const dir = mkdtempSync(join(tmpdir(), 'flo-nodes-'));
const nodes: ServerProcess[] = [];
const smtps: TestSmtpServer[] = [];
let nginx: RunningNginx | undefined;
let db: pg.Client | undefined;
afterAll(async () => {
  for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGKILL');
  await nginx?.stop();
  await Promise.all(smtps.map((smtp) => smtp.close()));
  await db?.end();
  rmSync(dir, { recursive: true, force: true });
});

async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function count(query: string, values: unknown[] = []): Promise<number> {
  if (!db) throw new Error('no database connection yet');
  return ((await db.query(query, values)).rows[0] as { n: number }).n;
}

const keyOf = (i: number) => `nodes-burst-${String(i).padStart(3, '0')}`;

/** The enquiry's public id once a node acknowledged it with 201, retrying with the same key. */
async function sendEnquiry(url: string, i: number, specialistId: number): Promise<string | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = await fetch(`${url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: keyOf(i) },
      body: JSON.stringify(
        simplePayload({ specialistId, customerMessage: `Job ${i}: 07700 900456` }),
      ),
    }).catch(() => null);
    if (answer?.status === 201) return enquiryCreatedSchema.parse(await answer.json()).id;
    await answer?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** Recipient and enquiry reference of a mail: unique, as each enquiry mails one firm. */
const mailKey = (to: string, text: string) => `${to} ${/Reference: (\S+)/.exec(text)?.[1]}`;

describe('two nodes behind nginx on one PostgreSQL database (issue 26)', () => {
  it('stores every acknowledged enquiry once and sends every mail once while a node is killed', async () => {
    const databaseUrl = await testDatabase();
    smtps.push(await startTestSmtpServer(), await startTestSmtpServer());
    const [doomedSmtp, survivorSmtp] = smtps as [TestSmtpServer, TestSmtpServer];
    const env = (smtp: TestSmtpServer) => ({
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      RATE_LIMIT_MULTIPLIER: '100',
      READ_THREADS: '0',
    });
    // Both at once: one migrates and seeds, the other finds it done. Each is kept for
    // afterAll as soon as it listens, in case the other does not start.
    const start = async (smtp: TestSmtpServer) => {
      const node = await spawnServer(env(smtp));
      nodes.push(node);
      return node;
    };
    const [doomed, survivor] = await Promise.all([start(doomedSmtp), start(survivorSmtp)]);
    nginx = await startNginx(dir, [doomed.url, survivor.url]);
    db = new pg.Client(databaseUrl);
    await db.connect();
    const firm = (
      await db.query(`select id from specialists where status = 'active' order by id limit 1`)
    ).rows[0] as { id: number };

    const acknowledged = new Map<string, string>();
    let killedAt: Date | undefined;
    let killing: Promise<void> | undefined;
    let armed: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      armed = resolve;
    });
    // The doomed node's SMTP server stops answering first and the node goes once every mail
    // that server took is recorded as sent: killed between the two, the node would send that
    // mail again after its lease (the outbox delivers at least once across a crash). The
    // rest of the burst waits for that, and the node is killed with it under way.
    const kill = async () => {
      await until('the doomed node sent mail', () => doomedSmtp.received.length > 0);
      doomedSmtp.holdData = true;
      await until('every mail taken is recorded', async () => {
        const taken = doomedSmtp.received.length + survivorSmtp.received.length;
        return (
          (await count(`select count(*)::int n from mail_outbox where status = 'sent'`)) === taken
        );
      });
      armed();
      await until('the rest of the burst under way', () => acknowledged.size > BEFORE_KILL + 2);
      doomed.child.kill('SIGKILL');
      killedAt = new Date();
    };
    let next = 0;
    const client = async () => {
      while (next < BURST) {
        const i = next++;
        if (i >= BEFORE_KILL) await ready;
        const id = await sendEnquiry(nginx?.url as string, i, firm.id);
        if (id) acknowledged.set(keyOf(i), id);
        if (acknowledged.size >= KILL_AFTER) killing ??= kill().finally(armed);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    await killing;
    expect(await doomed.exited).toBeNull();
    expect(acknowledged.size).toBe(BURST);

    const stored = (
      await db.query<{ key: string; id: string }>(
        `select idempotency_key key, public_id id from enquiries where idempotency_key like 'nodes-burst-%'`,
      )
    ).rows;
    expect(stored.length).toBe(new Set(stored.map((row) => row.key)).size);
    expect(new Map(stored.map((row) => [row.key, row.id]))).toEqual(acknowledged);

    // A mail the killed node had claimed is due again when its lease runs out: the test moves
    // such a lease to now instead of waiting the quarter of an hour.
    await until('the survivor drained the outbox', async () => {
      const due = `select count(*)::int n from mail_outbox where status = 'pending' and next_attempt_at <= now()`;
      return (await count(due)) === 0;
    });
    await db.query(
      `update mail_outbox set next_attempt_at = now()
        where status = 'pending' and next_attempt_at <= $1`,
      [new Date((killedAt as Date).getTime() + SEND_LEASE_MS)],
    );
    await until('every mail is sent', async () => {
      return (await count(`select count(*)::int n from mail_outbox where status <> 'sent'`)) === 0;
    });

    const rows = (
      await db.query<{ to: string; text: string }>('select "to", text from mail_outbox')
    ).rows;
    expect(rows.length).toBe(BURST);
    const received = [...doomedSmtp.received, ...survivorSmtp.received];
    const sentKeys = received.map((mail) => mailKey(mail.to.join(), mail.raw));
    expect(sentKeys).toHaveLength(BURST);
    expect(new Set(sentKeys).size).toBe(BURST);
    expect(new Set(sentKeys)).toEqual(new Set(rows.map((row) => mailKey(row.to, row.text))));
    expect(survivorSmtp.received.length).toBeGreaterThan(0);

    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
  }, 90_000);
});
