import { describe, expect } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { apiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { DEMO_BUSINESS_EMAIL, seedDemoData } from './demo.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin, ensureDemoBusinessLogin } from './logins.ts';

const adminRows = (api: TestApp) =>
  api.db.$client.prepare('select email, password_hash as hash from admins').all() as {
    email: string;
    hash: string;
  }[];
const demoHash = (api: TestApp) =>
  api.db.$client
    .prepare('select password_hash from businesses where email = ?')
    .pluck()
    .get(DEMO_BUSINESS_EMAIL) as string | null;

describe('ensureAdmin', () => {
  apiTest(
    'creates admin@flo.local with a random password, shown once, when no admin exists',
    async ({ api }) => {
      const outcome = await ensureAdmin(api.db, null);
      expect(outcome).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, action: 'created' });
      const password = outcome?.generatedPassword ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      const [row] = adminRows(api);
      expect(row?.email).toBe(DEFAULT_ADMIN_EMAIL);
      expect(row?.hash).not.toContain(password);
      expect(await verifyPassword(password, row?.hash ?? '')).toBe(true);

      expect(await ensureAdmin(api.db, null)).toBeNull();
      expect(adminRows(api)).toHaveLength(1);
    },
  );

  apiTest(
    'creates the configured admin, then resets its password when the variable changes',
    async ({ api }) => {
      const first = await ensureAdmin(api.db, {
        email: 'ops@example.co.uk',
        password: 'first-long-secret',
      });
      expect(first).toEqual({
        email: 'ops@example.co.uk',
        generatedPassword: null,
        action: 'created',
      });
      const second = await ensureAdmin(api.db, {
        email: 'ops@example.co.uk',
        password: 'second-long-secret',
      });
      expect(second?.action).toBe('updated');
      const rows = adminRows(api);
      expect(rows).toHaveLength(1);
      expect(await verifyPassword('second-long-secret', rows[0]?.hash ?? '')).toBe(true);
      expect(await verifyPassword('first-long-secret', rows[0]?.hash ?? '')).toBe(false);
    },
  );

  apiTest(
    'does not add the default admin when a configured admin already exists',
    async ({ api }) => {
      await ensureAdmin(api.db, { email: 'ops@example.co.uk', password: 'first-long-secret' });
      expect(await ensureAdmin(api.db, null)).toBeNull();
      expect(adminRows(api).map((r) => r.email)).toEqual(['ops@example.co.uk']);
    },
  );
});

describe('ensureDemoBusinessLogin', () => {
  apiTest('does nothing without demo data', async ({ api }) => {
    expect(await ensureDemoBusinessLogin(api.db, null)).toBeNull();
  });

  apiTest(
    'generates a password once, keeps it on later starts, and applies a configured one',
    async ({ api }) => {
      seedDemoData(api.db);
      const first = await ensureDemoBusinessLogin(api.db, null);
      expect(first).toMatchObject({ email: DEMO_BUSINESS_EMAIL, action: 'created' });
      const generated = first?.generatedPassword ?? '';
      expect(await verifyPassword(generated, demoHash(api) ?? '')).toBe(true);

      const hashBefore = demoHash(api);
      expect(await ensureDemoBusinessLogin(api.db, null)).toMatchObject({
        action: 'unchanged',
        generatedPassword: null,
      });
      expect(demoHash(api)).toBe(hashBefore);

      expect((await ensureDemoBusinessLogin(api.db, 'configured-demo-pw'))?.action).toBe('updated');
      expect(await verifyPassword('configured-demo-pw', demoHash(api) ?? '')).toBe(true);
      expect(await verifyPassword(generated, demoHash(api) ?? '')).toBe(false);
    },
  );
});
