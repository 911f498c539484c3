import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/passwords.ts';
import { openDatabase } from './db/client.ts';
import { mailOutbox } from './db/schema.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();
const { start, dbPath } = server;

/** Reads the start-up database through a second connection, as an operator would. */
function query<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(dbPath(), { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  } finally {
    db.close();
  }
}

/** The password the first start's sign-in block shows under `label` (e.g. 'Admin'). */
function printedPassword(label: string): string {
  const block = server.printed().join('\n');
  const section = block.slice(block.indexOf(`│ ${label} `));
  return /│ {3}password +(\S+)/.exec(section)?.[1] ?? '';
}

describe('startServer', () => {
  it('serves /healthz and the seeded directory over real HTTP', async () => {
    const { url } = await start();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const res = await fetch(`${url}/api/specialists/city/manchester`);
    expect(res.status).toBe(200);
    const specialists = (await res.json()) as { slug: string }[];
    expect(specialists.map((s) => s.slug)).toContain('oakbridge-flooring-manchester');
    expect(query<number>('select count(*) from specialists')).toBeGreaterThanOrEqual(600);
    expect(server.printed()[0]).toContain(url);
  });

  it('prints working one-time passwords for the admin and the demo business, once', async () => {
    await start();
    expect(server.printed().join('\n')).toMatch(/admin@flo\.local[\s\S]*demo@flo\.local/);
    const adminPassword = printedPassword('Admin');
    const businessPassword = printedPassword('Demo business');
    const adminHash = query<string>(
      "select password_hash from admins where email = 'admin@flo.local'",
    );
    const businessHash = query<string>(
      "select password_hash from businesses where email = 'demo@flo.local'",
    );
    expect(await verifyPassword(adminPassword, adminHash)).toBe(true);
    expect(await verifyPassword(businessPassword, businessHash)).toBe(true);

    const again = await start();
    expect(server.printed().join('\n')).not.toMatch(/shown (only this )?once/);
    expect(server.printed().join('\n')).not.toContain(adminPassword);
    expect(server.printed().join('\n')).not.toContain(businessPassword);
    expect(server.printed().at(-1)).toMatch(
      /^Demo business login: demo@flo\.local {2}password unchanged/,
    );
    expect(query<number>('select count(*) from admins')).toBe(1);
    const login = await fetch(`${again.url}/api/business/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@flo.local', password: businessPassword }),
    });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);
  });

  it('creates or updates the admin named by ADMIN_EMAIL and ADMIN_PASSWORD without printing it', async () => {
    await start({ ADMIN_EMAIL: 'ops@example.co.uk', ADMIN_PASSWORD: 'a-long-admin-secret' });
    expect(server.printed().join('\n')).not.toContain('a-long-admin-secret');
    const hash = query<string>(
      "select password_hash from admins where email = 'ops@example.co.uk'",
    );
    expect(await verifyPassword('a-long-admin-secret', hash)).toBe(true);
    expect(query<number>("select count(*) from admins where email = 'admin@flo.local'")).toBe(0);
  });

  it('with SEED=none answers chat settings but lists no specialists', async () => {
    const { url } = await start({ SEED: 'none' });
    expect(query<number>('select count(*) from specialists')).toBe(0);
    const settings = await fetch(`${url}/api/chat-settings`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { enabled: boolean }).enabled).toBe(true);
    expect(server.printed().join('\n')).not.toContain('Demo business');
  });

  it('refuses a bad environment with the readable message and opens no database', async () => {
    await expect(start({ PORT: 'eighty', SEED: 'lots' })).rejects.toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}SEED: /,
    );
    expect(existsSync(dbPath())).toBe(false);
  });

  it('refuses SQLite snapshots (BACKUP_DIR) on PostgreSQL, and opens no database', async () => {
    const backups = join(server.dir(), 'backups');
    const env = { DATABASE_URL: 'postgres://flo@127.0.0.1:5432/flo', BACKUP_DIR: backups };
    await expect(start(env)).rejects.toThrow(
      /BACKUP_DIR takes snapshots of the SQLite file; with DATABASE_URL, back up PostgreSQL with its own tools/,
    );
    expect(existsSync(dbPath())).toBe(false);
  });

  it('serves the built widget and renders site pages through the built site entry', async () => {
    const widget = join(server.dir(), 'widget-dist');
    const site = join(server.dir(), 'site-dist');
    mkdirSync(widget, { recursive: true });
    mkdirSync(join(site, 'client', 'assets'), { recursive: true });
    mkdirSync(join(site, 'server'), { recursive: true });
    writeFileSync(join(widget, 'flo.js'), 'window.Flo = {};');
    writeFileSync(join(site, 'client', 'assets', 'app-3f2a.js'), 'console.log(1);');
    // A stand-in for site/dist/server/entry-server.js that proves pages reach the API in-process.
    writeFileSync(
      join(site, 'server', 'entry-server.js'),
      `export function createSiteHandler({ apiFetch, publicUrl }) {
        return async (request) => {
          const settings = await (await apiFetch('/api/chat-settings')).json();
          const path = new URL(request.url).pathname;
          return new Response(path + ' ' + settings.contactEmail + ' ' + publicUrl, {
            headers: { 'content-type': 'text/html' },
          });
        };
      }`,
    );
    const { url } = await start(
      { PUBLIC_URL: 'https://flo.example' },
      { staticRoots: { widget, site } },
    );

    const script = await fetch(`${url}/widget/flo.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await script.text()).toBe('window.Flo = {};');

    const asset = await fetch(`${url}/assets/app-3f2a.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    for (const path of ['/', '/specialists/leeds/carpet']) {
      const page = await fetch(`${url}${path}`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toBe(`${path} hello@flo.local https://flo.example`);
    }
    expect((await fetch(`${url}/widget/missing.js`)).status).toBe(404);
    expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${url}/healthz`)).headers.get('content-type')).toMatch(/json/);
  });

  it('keeps running without built front ends', async () => {
    const { url } = await start();
    expect((await fetch(`${url}/widget/flo.js`)).status).toBe(404);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('delivers mail queued in the outbox through SMTP_URL', async () => {
    let resolveMail: (data: string) => void = () => {};
    const received = new Promise<string>((resolve) => {
      resolveMail = resolve;
    });
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          callback();
          resolveMail(data);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    try {
      const db = openDatabase(dbPath());
      db.insert(mailOutbox)
        .values({
          to: 'customer@example.co.uk',
          subject: 'Your enquiry',
          text: 'Thanks for your enquiry.',
          kind: 'enquiry_confirmation',
          nextAttemptAt: new Date(Date.now() - 1000),
        })
        .run();
      db.$client.close();
      await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      expect(await received).toContain('Subject: Your enquiry');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
