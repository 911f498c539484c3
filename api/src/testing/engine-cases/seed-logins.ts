import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { DEMO_BUSINESS_EMAIL } from '../../seed/demo.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin, ensureDemoBusinessLogin } from '../../seed/logins.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

/** The logins made at start (ensureAdmin, ensureDemoBusinessLogin), the same on both engines. */
export const seedLoginCases = describeEachEngine('logins made at start', ({ engine }) => {
  const adminRows = () =>
    engine()
      .db.select({ email: engine().tables.admins.email, hash: engine().tables.admins.passwordHash })
      .from(engine().tables.admins);
  const demoHash = async () => {
    const { businesses } = engine().tables;
    const [found] = await engine()
      .db.select({ hash: businesses.passwordHash })
      .from(businesses)
      .where(eq(businesses.email, DEMO_BUSINESS_EMAIL));
    return found?.hash ?? null;
  };

  beforeEach(async () => {
    await engine().db.delete(engine().tables.admins);
  });

  it('creates admin@flo.local with a random password, shown once, when no admin exists', async () => {
    const outcome = await ensureAdmin(engine(), null);
    expect(outcome).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, action: 'created' });
    const password = outcome?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const [stored] = await adminRows();
    expect(stored?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(stored?.hash).not.toContain(password);
    expect(await verifyPassword(password, stored?.hash ?? '')).toBe(true);

    expect(await ensureAdmin(engine(), null)).toBeNull();
    expect(await adminRows()).toHaveLength(1);
  });

  it('creates the configured admin, then resets its password when the variable changes', async () => {
    const first = await ensureAdmin(engine(), {
      email: 'ops@example.co.uk',
      password: 'first-long-secret',
    });
    expect(first).toEqual({
      email: 'ops@example.co.uk',
      generatedPassword: null,
      action: 'created',
    });
    const second = await ensureAdmin(engine(), {
      email: 'ops@example.co.uk',
      password: 'second-long-secret',
    });
    expect(second?.action).toBe('updated');
    const stored = await adminRows();
    expect(stored).toHaveLength(1);
    expect(await verifyPassword('second-long-secret', stored[0]?.hash ?? '')).toBe(true);
    expect(await verifyPassword('first-long-secret', stored[0]?.hash ?? '')).toBe(false);
  });

  it('does not add the default admin when a configured admin already exists', async () => {
    await ensureAdmin(engine(), { email: 'ops@example.co.uk', password: 'first-long-secret' });
    expect(await ensureAdmin(engine(), null)).toBeNull();
    expect((await adminRows()).map((r) => r.email)).toEqual(['ops@example.co.uk']);
  });

  it('gives the demo business a password only once there is one', async () => {
    expect(await ensureDemoBusinessLogin(engine(), null)).toBeNull();

    const { specialistId } = await insertSpecialist(engine(), 'demo-login');
    await engine()
      .db.insert(engine().tables.businesses)
      .values({ email: DEMO_BUSINESS_EMAIL, name: 'Demo Floors', specialistId });
    const first = await ensureDemoBusinessLogin(engine(), null);
    expect(first).toMatchObject({ email: DEMO_BUSINESS_EMAIL, action: 'created' });
    const generated = first?.generatedPassword ?? '';
    expect(await verifyPassword(generated, (await demoHash()) ?? '')).toBe(true);

    const hashBefore = await demoHash();
    expect(await ensureDemoBusinessLogin(engine(), null)).toMatchObject({
      action: 'unchanged',
      generatedPassword: null,
    });
    expect(await demoHash()).toBe(hashBefore);

    expect((await ensureDemoBusinessLogin(engine(), 'configured-demo-pw'))?.action).toBe('updated');
    expect(await verifyPassword('configured-demo-pw', (await demoHash()) ?? '')).toBe(true);
    expect(await verifyPassword(generated, (await demoHash()) ?? '')).toBe(false);
  });
});
