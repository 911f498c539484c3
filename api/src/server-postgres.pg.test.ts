import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { chatPayload } from './testing/enquiries.ts';
import { testDatabase } from './testing/postgres/index.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();
const ADMIN = { email: 'ops@example.co.uk', password: 'a-long-admin-secret' };

async function postEnquiry(url: string, key: string) {
  const answer = await fetch(`${url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(chatPayload({ location: 'Manchester' })),
  });
  const body = (await answer.json()) as { id: string; matchedSpecialists: number };
  return { status: answer.status, replayed: answer.headers.get('idempotent-replayed'), body };
}

async function rowsIn(url: string, query: string, values: unknown[] = []) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(query, values)).rows;
  } finally {
    await client.end();
  }
}

describe('the server on PostgreSQL (DATABASE_URL, ADR 046)', () => {
  it('migrates and seeds an empty database, then serves the directory, enquiries and the console', async () => {
    const databaseUrl = await testDatabase();
    const running = await server.start({
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${running.url}/readyz`);
    expect(await ready.json()).toMatchObject({ ready: true });

    const listing = await fetch(`${running.url}/api/specialists/city/manchester`);
    const specialists = (await listing.json()) as { slug: string }[];
    expect(specialists.map((s) => s.slug)).toContain('oakbridge-flooring-manchester');
    const search = await fetch(`${running.url}/api/search?q=carpet`);
    expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);

    const key = randomUUID();
    const first = await postEnquiry(running.url, key);
    expect(first.status).toBe(201);
    expect(first.body.matchedSpecialists).toBeGreaterThan(0);
    const again = await postEnquiry(running.url, key);
    expect(again).toMatchObject({ status: 201, replayed: 'true', body: { id: first.body.id } });
    const stored = await rowsIn(
      databaseUrl,
      `select (select count(*)::int from enquiry_recipients r where r.enquiry_id = e.id) as recipients,
              (select count(*)::int from mail_outbox m where m.enquiry_id = e.id) as mails
         from enquiries e where e.public_id = $1`,
      [first.body.id],
    );
    expect(stored).toEqual([
      { recipients: first.body.matchedSpecialists, mails: first.body.matchedSpecialists + 1 },
    ]);

    const login = await fetch(`${running.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const console = await fetch(`${running.url}/api/admin/enquiries`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await console.json())).toContain(first.body.id);
  });
});
