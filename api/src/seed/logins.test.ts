import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_BUSINESS_EMAIL, seedDemoData } from './demo.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin, ensureDemoBusinessLogin } from './logins.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const adminRows = () =>
  t.db.$client.prepare('select email, password_hash as hash from admins').all() as {
    email: string;
    hash: string;
  }[];
const demoHash = () =>
  t.db.$client
    .prepare('select password_hash from businesses where email = ?')
    .pluck()
    .get(DEMO_BUSINESS_EMAIL) as string | null;

describe('ensureAdmin', () => {
  it('creates admin@flo.local with a random password, shown once, when no admin exists', async () => {
    const outcome = await ensureAdmin(t.db, null);
    expect(outcome).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, action: 'created' });
    const password = outcome?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const [row] = adminRows();
    expect(row?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(row?.hash).not.toContain(password);
    expect(await verifyPassword(password, row?.hash ?? '')).toBe(true);

    expect(await ensureAdmin(t.db, null)).toBeNull();
    expect(adminRows()).toHaveLength(1);
  });

  it('creates the configured admin, then resets its password when the variable changes', async () => {
    const first = await ensureAdmin(t.db, {
      email: 'ops@example.co.uk',
      password: 'first-long-secret',
    });
    expect(first).toEqual({
      email: 'ops@example.co.uk',
      generatedPassword: null,
      action: 'created',
    });
    const second = await ensureAdmin(t.db, {
      email: 'ops@example.co.uk',
      password: 'second-long-secret',
    });
    expect(second?.action).toBe('updated');
    const rows = adminRows();
    expect(rows).toHaveLength(1);
    expect(await verifyPassword('second-long-secret', rows[0]?.hash ?? '')).toBe(true);
    expect(await verifyPassword('first-long-secret', rows[0]?.hash ?? '')).toBe(false);
  });

  it('does not add the default admin when a configured admin already exists', async () => {
    await ensureAdmin(t.db, { email: 'ops@example.co.uk', password: 'first-long-secret' });
    expect(await ensureAdmin(t.db, null)).toBeNull();
    expect(adminRows().map((r) => r.email)).toEqual(['ops@example.co.uk']);
  });
});

describe('ensureDemoBusinessLogin', () => {
  it('does nothing without demo data', async () => {
    expect(await ensureDemoBusinessLogin(t.db, null)).toBeNull();
  });

  it('generates a password once, keeps it on later starts, and applies a configured one', async () => {
    seedDemoData(t.db);
    const first = await ensureDemoBusinessLogin(t.db, null);
    expect(first).toMatchObject({ email: DEMO_BUSINESS_EMAIL, action: 'created' });
    const generated = first?.generatedPassword ?? '';
    expect(await verifyPassword(generated, demoHash() ?? '')).toBe(true);

    const hashBefore = demoHash();
    expect(await ensureDemoBusinessLogin(t.db, null)).toMatchObject({
      action: 'unchanged',
      generatedPassword: null,
    });
    expect(demoHash()).toBe(hashBefore);

    expect((await ensureDemoBusinessLogin(t.db, 'configured-demo-pw'))?.action).toBe('updated');
    expect(await verifyPassword('configured-demo-pw', demoHash() ?? '')).toBe(true);
    expect(await verifyPassword(generated, demoHash() ?? '')).toBe(false);
  });
});
