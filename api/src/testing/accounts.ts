import { hashPassword } from '../auth/passwords.ts';
import { findActiveSession as activeSessionOf, type SessionRole } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { admins, businesses, cities, specialists } from '../db/schema.ts';

/** Test-only rows for the auth tests; independent of the demo seed. */
export const ADMIN = { email: 'ada@flo.test', name: 'Ada Admin', password: 'admin-pass-1234' };
export const BUSINESS = {
  email: 'owner@oakfloors.test',
  name: 'Oak Floors Ltd',
  password: 'business-pass-1234',
  specialistSlug: 'oak-floors-manchester',
};

export async function insertAdmin(db: Db, admin = ADMIN): Promise<number> {
  const row = db
    .insert(admins)
    .values({
      email: admin.email,
      name: admin.name,
      passwordHash: await hashPassword(admin.password),
    })
    .returning({ id: admins.id })
    .get();
  return row.id;
}

/**
 * A city, a specialist and the business that claimed it. `password: null` leaves the business
 * without a password, as a freshly claimed listing is before its owner follows the setup link.
 */
export async function insertBusiness(
  db: Db,
  options: { password: string | null } = { password: BUSINESS.password },
): Promise<{ businessId: number; specialistId: number }> {
  const city = db
    .insert(cities)
    .values({
      slug: 'manchester',
      name: 'Manchester',
      region: 'North West',
      postcodeAreas: ['M'],
      population: 552_000,
    })
    .returning({ id: cities.id })
    .get();
  const specialist = db
    .insert(specialists)
    .values({
      slug: BUSINESS.specialistSlug,
      name: BUSINESS.name,
      cityId: city.id,
      description: 'Solid oak and engineered floors fitted across Greater Manchester.',
      email: BUSINESS.email,
      phone: '0161 496 0000',
      postcode: 'M1 1AA',
    })
    .returning({ id: specialists.id })
    .get();
  const passwordHash = options.password === null ? null : await hashPassword(options.password);
  const business = db
    .insert(businesses)
    .values({
      email: BUSINESS.email,
      name: BUSINESS.name,
      specialistId: specialist.id,
      passwordHash,
    })
    .returning({ id: businesses.id })
    .get();
  return { businessId: business.id, specialistId: specialist.id };
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
