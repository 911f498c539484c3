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
 * mail outbox for `email`, read from the API's SQLite file.
 *
 * @example
 * await page.goto(`${urls.siteUrl}${setupLinkPathFor(email)}`);
 */
export function setupLinkPathFor(email: string): string {
  const mail = withDatabase(true, (db) =>
    db
      .prepare(
        `select text from mail_outbox where kind = 'business_setup_link' and "to" = ?
          order by id desc limit 1`,
      )
      .get(email),
  ) as { text: string } | undefined;
  const link = /https?:\/\/\S+\/login\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No setup link was queued for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
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
