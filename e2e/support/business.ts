import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withDatabase } from './database.ts';

/** A business the test created for an active listing, with no password yet. */
export interface TestBusiness {
  email: string;
  name: string;
  specialistId: number;
  specialistName: string;
}

/**
 * Gives the last active listing that no business has claimed a business account (without a
 * password, as after a claim), written straight into the API's SQLite file.
 *
 * @example
 * const business = insertTestBusiness('owner.e2e@example.co.uk');
 */
export function insertTestBusiness(email: string): TestBusiness {
  return withDatabase(false, (db) => {
    const specialist = db
      .prepare(
        `select id, name from specialists s
          where s.status = 'active'
            and not exists (select 1 from businesses b where b.specialist_id = s.id)
          order by s.id desc limit 1`,
      )
      .get() as { id: number; name: string } | undefined;
    if (!specialist) throw new Error('The demo seed has no unclaimed active specialist');
    const name = `${specialist.name} Ltd`;
    db.prepare('insert into businesses (email, name, specialist_id) values (?, ?, ?)').run(
      email,
      name,
      specialist.id,
    );
    return { email, name, specialistId: specialist.id, specialistName: specialist.name };
  });
}

/**
 * The site path (`/login?setup=…&email=…`) of the newest password-setup link queued in the
 * mail outbox for `email`, read from the API's SQLite file. The API queues the link just after
 * it answers the request (ADR 010), so this waits up to five seconds for it.
 *
 * @example
 * await page.goto(`${urls.siteUrl}${await setupLinkPathFor(email)}`);
 */
export async function setupLinkPathFor(email: string): Promise<string> {
  const newestLink = () => {
    const mail = withDatabase(true, (db) =>
      db
        .prepare(
          `select text from mail_outbox where kind = 'business_setup_link' and "to" = ?
            order by id desc limit 1`,
        )
        .get(email),
    ) as { text: string } | undefined;
    return /https?:\/\/\S+\/login\?\S+/.exec(mail?.text ?? '')?.[0];
  };
  let link = newestLink();
  for (let waited = 0; !link && waited < 5_000; waited += 100) {
    await new Promise((wake) => setTimeout(wake, 100));
    link = newestLink();
  }
  if (!link) throw new Error(`No setup link was queued for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The first active free listing (by id) that no business manages and nobody has claimed yet,
 * from the API's SQLite file (`insertTestBusiness` takes the last, so the two never meet).
 */
export function unclaimedFreeListing(): { id: number; slug: string; name: string } {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select s.id, s.slug, s.name from specialists s
          where s.status = 'active' and s.tier = 'free' and s.claimed_by_business_id is null
            and not exists (select 1 from businesses b where b.specialist_id = s.id)
            and not exists (select 1 from claim_requests c where c.specialist_id = s.id)
          order by s.id limit 1`,
      )
      .get() as { id: number; slug: string; name: string } | undefined;
    if (!row) throw new Error('The demo seed has no unclaimed active free listing');
    return row;
  });
}

/** The admin login the global setup gives the server. */
export const E2E_ADMIN = { email: 'e2e-admin@flo.local', password: 'e2e-admin-password' };

/** The demo business of the seed, with the password the global setup gives it. */
export const DEMO_BUSINESS = { email: 'demo@flo.local', password: 'e2e-business-password' };

/** The demo business's listing, read from the API's SQLite file. */
export function demoBusinessListing(): { id: number; slug: string; name: string } {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select s.id, s.slug, s.name from businesses b join specialists s on s.id = b.specialist_id
          where b.email = ?`,
      )
      .get(DEMO_BUSINESS.email) as { id: number; slug: string; name: string } | undefined;
    if (!row) throw new Error('The demo seed has no demo business');
    return row;
  });
}

export interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/**
 * The mail queued in the outbox for one enquiry (by its public reference), oldest first.
 *
 * @example
 * const quoteMail = outboxMailsForEnquiry('enq_…').find((m) => m.kind === 'lead_quote');
 */
export function outboxMailsForEnquiry(reference: string): OutboxMail[] {
  return withDatabase(true, (db) =>
    db
      .prepare(
        `select m."to", m.kind, m.subject, m.text from mail_outbox m
           join enquiries e on e.id = m.enquiry_id
          where e.public_id = ? order by m.id`,
      )
      .all(reference),
  ) as OutboxMail[];
}

/** The demo business's status on a lead and the lead's quotes, from SQLite. */
export function leadState(reference: string, specialistId: number) {
  return withDatabase(true, (db) => ({
    status: (
      db
        .prepare(
          `select r.status from enquiry_recipients r join enquiries e on e.id = r.enquiry_id
            where e.public_id = ? and r.specialist_id = ?`,
        )
        .get(reference, specialistId) as { status: string } | undefined
    )?.status,
    quotes: db
      .prepare(
        `select q.amount_pence, q.status from quotes q join enquiries e on e.id = q.enquiry_id
          where e.public_id = ? and q.specialist_id = ? order by q.id`,
      )
      .all(reference, specialistId) as { amount_pence: number; status: string }[],
    replies: db
      .prepare(
        `select l.message from lead_replies l join enquiries e on e.id = l.enquiry_id
          where e.public_id = ? and l.specialist_id = ?`,
      )
      .all(reference, specialistId) as { message: string }[],
  }));
}

/**
 * The built files (`/assets/….js`) of the business area's lazily loaded modules, from the site
 * build's manifest, so a test can check which pages download them.
 *
 * @example
 * const chunks = businessAreaChunks(); // ['/assets/page-1a2b3c.js', …]
 */
export function businessAreaChunks(): string[] {
  const path = fileURLToPath(
    new URL('../../site/dist/client/.vite/manifest.json', import.meta.url),
  );
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>;
  return Object.entries(manifest)
    .filter(([source]) => source.startsWith('src/business/'))
    .map(([, chunk]) => `/${chunk.file}`);
}
