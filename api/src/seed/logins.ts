import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { admins, businesses } from '../db/schema.ts';
import { DEMO_BUSINESS_EMAIL } from './demo.ts';

/** The admin created on first start when no ADMIN_EMAIL/ADMIN_PASSWORD is given. */
export const DEFAULT_ADMIN_EMAIL = 'admin@flo.local';

/** What start-up did to a login, so the server can print it. */
export interface LoginOutcome {
  email: string;
  /** Set only when the password was generated now: the one time it is ever shown. */
  generatedPassword: string | null;
  action: 'created' | 'updated' | 'unchanged';
}

function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Makes sure the configured admin can log in. With `admin` given (ADMIN_EMAIL and
 * ADMIN_PASSWORD), creates that admin or resets its password. Without it, and only while the
 * database has no admin at all, creates admin@flo.local with a random password returned once.
 *
 * @example
 * const outcome = await ensureAdmin(db, null);
 * if (outcome?.generatedPassword) console.log(outcome.generatedPassword);
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string } | null,
): Promise<LoginOutcome | null> {
  if (admin) {
    const passwordHash = await hashPassword(admin.password);
    const existing = db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, admin.email))
      .get();
    if (existing) {
      db.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id)).run();
      return { email: admin.email, generatedPassword: null, action: 'updated' };
    }
    db.insert(admins).values({ email: admin.email, name: 'Administrator', passwordHash }).run();
    return { email: admin.email, generatedPassword: null, action: 'created' };
  }
  if (db.select({ id: admins.id }).from(admins).limit(1).get()) return null;
  const password = generatePassword();
  db.insert(admins)
    .values({
      email: DEFAULT_ADMIN_EMAIL,
      name: 'Administrator',
      passwordHash: await hashPassword(password),
    })
    .run();
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, action: 'created' };
}

/**
 * Gives the seeded demo business (demo@flo.local) a password: DEMO_BUSINESS_PASSWORD when set
 * (applied on every start), otherwise a random one the first time, returned once. Answers null
 * when the database has no demo business (SEED=none).
 *
 * @example
 * const outcome = await ensureDemoBusinessLogin(db, process.env.DEMO_BUSINESS_PASSWORD ?? null);
 */
export async function ensureDemoBusinessLogin(
  db: Db,
  password: string | null,
): Promise<LoginOutcome | null> {
  const business = db
    .select({ id: businesses.id, passwordHash: businesses.passwordHash })
    .from(businesses)
    .where(eq(businesses.email, DEMO_BUSINESS_EMAIL))
    .get();
  if (!business) return null;
  if (password) {
    const passwordHash = await hashPassword(password);
    db.update(businesses).set({ passwordHash }).where(eq(businesses.id, business.id)).run();
    return { email: DEMO_BUSINESS_EMAIL, generatedPassword: null, action: 'updated' };
  }
  if (business.passwordHash) {
    return { email: DEMO_BUSINESS_EMAIL, generatedPassword: null, action: 'unchanged' };
  }
  const generated = generatePassword();
  const passwordHash = await hashPassword(generated);
  db.update(businesses).set({ passwordHash }).where(eq(businesses.id, business.id)).run();
  return { email: DEMO_BUSINESS_EMAIL, generatedPassword: generated, action: 'created' };
}
