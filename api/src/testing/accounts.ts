import { hashPassword } from '../auth/passwords.ts';
import {
  findActiveSession as activeSessionOf,
  type SessionRole,
  startSession,
} from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { type Engine, runOnSqliteNow, sqliteEngine } from '../db/engine/index.ts';

/** Test-only rows for the auth tests; independent of the demo seed. */
export const ADMIN = { email: 'ada@flo.test', name: 'Ada Admin', password: 'admin-pass-1234' };
export const BUSINESS = {
  email: 'owner@oakfloors.test',
  name: 'Oak Floors Ltd',
  password: 'business-pass-1234',
  specialistSlug: 'oak-floors-manchester',
};

/** A SQLite connection's engine, or the engine itself: fixtures take either. */
export const engineOf = (target: Db | Engine): Engine =>
  'commit' in target ? target : sqliteEngine(target);

/** Inserts a row through either engine and answers its id. */
async function insertedId<Row extends { id: number }>(rows: Promise<Row[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('the insert answered no row');
  return row.id;
}

export async function insertAdmin(target: Db | Engine, admin = ADMIN): Promise<number> {
  const { db, tables } = engineOf(target);
  const passwordHash = await hashPassword(admin.password);
  return insertedId(
    db
      .insert(tables.admins)
      .values({ email: admin.email, name: admin.name, passwordHash })
      .returning({ id: tables.admins.id }),
  );
}

/**
 * A city, a specialist and the business that claimed it. `password: null` leaves the business
 * without a password, as a freshly claimed listing is before its owner follows the setup link.
 */
export async function insertBusiness(
  target: Db | Engine,
  options: { password: string | null } = { password: BUSINESS.password },
): Promise<{ businessId: number; specialistId: number }> {
  const { db, tables } = engineOf(target);
  const { businesses, cities, specialists } = tables;
  const cityId = await insertedId(
    db
      .insert(cities)
      .values({
        slug: 'manchester',
        name: 'Manchester',
        region: 'North West',
        postcodeAreas: ['M'],
        population: 552_000,
      })
      .returning({ id: cities.id }),
  );
  const specialistId = await insertedId(
    db
      .insert(specialists)
      .values({
        slug: BUSINESS.specialistSlug,
        name: BUSINESS.name,
        cityId,
        description: 'Solid oak and engineered floors fitted across Greater Manchester.',
        email: BUSINESS.email,
        phone: '0161 496 0000',
        postcode: 'M1 1AA',
      })
      .returning({ id: specialists.id }),
  );
  const passwordHash = options.password === null ? null : await hashPassword(options.password);
  const businessId = await insertedId(
    db
      .insert(businesses)
      .values({ email: BUSINESS.email, name: BUSINESS.name, specialistId, passwordHash })
      .returning({ id: businesses.id }),
  );
  return { businessId, specialistId };
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * The active session of that role for a raw token on a SQLite file, or null (and finding it
 * counts as a use), for a test that checks a sign-in or a sign-out took effect.
 *
 * @example
 * expect(findActiveSession(site.db, token, 'admin', new Date())).toBeNull();
 */
export const findActiveSession = (db: Db, token: string, role: SessionRole, now: Date) =>
  runOnSqliteNow(db, activeSessionOf, token, role, now);

/**
 * A new session of that role for `userId` through either engine, started at `now`; answers its
 * raw bearer token.
 *
 * @example
 * const token = await signIn(api.engine, 'business', account.businessId, new Date());
 */
export const signIn = (target: Db | Engine, role: SessionRole, userId: number, now: Date) =>
  engineOf(target).commit(startSession, role, userId, now, null);
