import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import {
  changes,
  type Engine,
  type EngineScope,
  row,
  type Steps,
  sqliteEngine,
} from '../db/engine/index.ts';
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

/** The engine to run on: a SQLite connection stands for its own, for a caller with no engine yet. */
const engineOf = (on: Engine | Db): Engine => ('commit' in on ? on : sqliteEngine(on));

function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/** Whether the database has any admin at all. */
function* anyAdmin(on: EngineScope): Steps<boolean> {
  const { admins } = on.tables;
  return (yield* row(on.db.select({ id: admins.id }).from(admins).limit(1))) !== undefined;
}

/** Creates the configured admin or resets its password; answers what it did. */
function* storeConfiguredAdmin(
  on: EngineScope,
  email: string,
  passwordHash: string,
): Steps<'created' | 'updated'> {
  const { admins } = on.tables;
  const existing = yield* row(
    on.db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)),
  );
  if (existing) {
    yield* changes(on.db.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id)));
    return 'updated';
  }
  yield* changes(on.db.insert(admins).values({ email, name: 'Administrator', passwordHash }));
  return 'created';
}

/**
 * Adds the default admin while the database has none; false when it has one by now (another
 * node starting at the same time may have added it first).
 */
function* storeDefaultAdmin(on: EngineScope, passwordHash: string): Steps<boolean> {
  if (yield* anyAdmin(on)) return false;
  const added = yield* changes(
    on.db
      .insert(on.tables.admins)
      .values({ email: DEFAULT_ADMIN_EMAIL, name: 'Administrator', passwordHash })
      .onConflictDoNothing(),
  );
  return added > 0;
}

/** The demo business's id and password hash, if the database has it. */
function* demoBusiness(
  on: EngineScope,
): Steps<{ id: number; passwordHash: string | null } | undefined> {
  const { businesses } = on.tables;
  return yield* row(
    on.db
      .select({ id: businesses.id, passwordHash: businesses.passwordHash })
      .from(businesses)
      .where(eq(businesses.email, DEMO_BUSINESS_EMAIL)),
  );
}

function* setBusinessPassword(on: EngineScope, id: number, passwordHash: string): Steps<void> {
  const { businesses } = on.tables;
  yield* changes(on.db.update(businesses).set({ passwordHash }).where(eq(businesses.id, id)));
}

/**
 * Sets a generated password while the business still has none; false when it has one by now
 * (another node starting at the same time set its own first, and only that one works).
 */
function* setFirstBusinessPassword(
  on: EngineScope,
  id: number,
  passwordHash: string,
): Steps<boolean> {
  const { businesses } = on.tables;
  const set = yield* changes(
    on.db
      .update(businesses)
      .set({ passwordHash })
      .where(and(eq(businesses.id, id), isNull(businesses.passwordHash))),
  );
  return set > 0;
}

/**
 * Makes sure the configured admin can log in. With `admin` given (ADMIN_EMAIL and
 * ADMIN_PASSWORD), creates that admin or resets its password. Without it, and only while the
 * database has no admin at all, creates admin@flo.local with a random password returned once.
 *
 * @example
 * const outcome = await ensureAdmin(engine, null);
 * if (outcome?.generatedPassword) console.log(outcome.generatedPassword);
 */
export async function ensureAdmin(
  on: Engine | Db,
  admin: { email: string; password: string } | null,
): Promise<LoginOutcome | null> {
  const engine = engineOf(on);
  if (admin) {
    const passwordHash = await hashPassword(admin.password);
    const action = await engine.commit(storeConfiguredAdmin, admin.email, passwordHash);
    return { email: admin.email, generatedPassword: null, action };
  }
  if (await engine.run(anyAdmin)) return null;
  const password = generatePassword();
  const added = await engine.commit(storeDefaultAdmin, await hashPassword(password));
  if (!added) return null;
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, action: 'created' };
}

/**
 * Gives the seeded demo business (demo@flo.local) a password: DEMO_BUSINESS_PASSWORD when set
 * (applied on every start), otherwise a random one the first time, returned once. Answers null
 * when the database has no demo business (SEED=none).
 *
 * @example
 * const outcome = await ensureDemoBusinessLogin(engine, process.env.DEMO_BUSINESS_PASSWORD ?? null);
 */
export async function ensureDemoBusinessLogin(
  on: Engine | Db,
  password: string | null,
): Promise<LoginOutcome | null> {
  const engine = engineOf(on);
  const business = await engine.run(demoBusiness);
  if (!business) return null;
  if (password) {
    await engine.commit(setBusinessPassword, business.id, await hashPassword(password));
    return { email: DEMO_BUSINESS_EMAIL, generatedPassword: null, action: 'updated' };
  }
  if (business.passwordHash) {
    return { email: DEMO_BUSINESS_EMAIL, generatedPassword: null, action: 'unchanged' };
  }
  const generated = generatePassword();
  const set = await engine.commit(
    setFirstBusinessPassword,
    business.id,
    await hashPassword(generated),
  );
  if (!set) return { email: DEMO_BUSINESS_EMAIL, generatedPassword: null, action: 'unchanged' };
  return { email: DEMO_BUSINESS_EMAIL, generatedPassword: generated, action: 'created' };
}
