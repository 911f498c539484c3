import type { Admin, Business } from '@flo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps, type Tables } from '../db/engine/index.ts';

/*
 * Admin and business logins, written once for SQLite and PostgreSQL (ADR 050). E-mail lookups
 * use `lower(email)`, which both engines' unique indexes are built on.
 */

/** E-mail addresses are matched without regard to case or surrounding spaces. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

const adminColumns = ({ admins }: Tables) => ({
  id: admins.id,
  email: admins.email,
  name: admins.name,
});

const businessColumns = ({ businesses, specialists }: Tables) => ({
  id: businesses.id,
  email: businesses.email,
  name: businesses.name,
  specialistId: businesses.specialistId,
  specialistSlug: specialists.slug,
});

export interface AdminCredentials {
  admin: Admin;
  passwordHash: string;
}

export interface BusinessCredentials {
  business: Business;
  /** Null until the business has set a password with its setup token. */
  passwordHash: string | null;
  setupTokenHash: string | null;
  setupTokenExpiresAt: Date | null;
}

/**
 * The admin with that e-mail address (any case) and their password hash, or null.
 *
 * @example
 * const found = await engine.run(findAdminCredentials, 'Ada@Flo.test');
 */
export function* findAdminCredentials(
  { db, tables }: EngineScope,
  email: string,
): Steps<AdminCredentials | null> {
  const { admins } = tables;
  const found = yield* row(
    db
      .select({ ...adminColumns(tables), passwordHash: admins.passwordHash })
      .from(admins)
      .where(sql`lower(${admins.email}) = ${normaliseEmail(email)}`),
  );
  if (!found) return null;
  const { passwordHash, ...admin } = found;
  return { admin, passwordHash };
}

/**
 * The admin with that id, or null.
 *
 * @example
 * const admin = await engine.run(findAdminById, session.userId);
 */
export function* findAdminById({ db, tables }: EngineScope, id: number): Steps<Admin | null> {
  const { admins } = tables;
  const found = yield* row(db.select(adminColumns(tables)).from(admins).where(eq(admins.id, id)));
  return found ?? null;
}

/**
 * The business with that e-mail address (any case), its password hash and setup token, or null.
 *
 * @example
 * const found = await engine.run(findBusinessCredentials, 'owner@oakfloors.test');
 */
export function* findBusinessCredentials(
  { db, tables }: EngineScope,
  email: string,
): Steps<BusinessCredentials | null> {
  const { businesses, specialists } = tables;
  const found = yield* row(
    db
      .select({
        ...businessColumns(tables),
        passwordHash: businesses.passwordHash,
        setupTokenHash: businesses.setupTokenHash,
        setupTokenExpiresAt: businesses.setupTokenExpiresAt,
      })
      .from(businesses)
      .innerJoin(specialists, eq(specialists.id, businesses.specialistId))
      .where(sql`lower(${businesses.email}) = ${normaliseEmail(email)}`),
  );
  if (!found) return null;
  const { passwordHash, setupTokenHash, setupTokenExpiresAt, ...business } = found;
  return { business, passwordHash, setupTokenHash, setupTokenExpiresAt };
}

/**
 * The business with that id, with its listing's id and slug, or null.
 *
 * @example
 * const business = await engine.run(findBusinessById, session.userId);
 */
export function* findBusinessById({ db, tables }: EngineScope, id: number): Steps<Business | null> {
  const { businesses, specialists } = tables;
  const found = yield* row(
    db
      .select(businessColumns(tables))
      .from(businesses)
      .innerJoin(specialists, eq(specialists.id, businesses.specialistId))
      .where(eq(businesses.id, id)),
  );
  return found ?? null;
}

/**
 * Stores a business's setup token (its hash) and when it expires, replacing any earlier one.
 *
 * @example
 * yield* storeSetupToken(on, businessId, hashToken(token), expiresAt);
 */
export function* storeSetupToken(
  { db, tables: { businesses } }: EngineScope,
  businessId: number,
  tokenHash: string,
  expiresAt: Date,
): Steps<void> {
  yield* changes(
    db
      .update(businesses)
      .set({ setupTokenHash: tokenHash, setupTokenExpiresAt: expiresAt })
      .where(eq(businesses.id, businessId)),
  );
}

/**
 * Sets the password and clears the setup token in one statement that only matches while the
 * token is still stored, so two requests racing with the same token cannot both succeed.
 * Answers whether this call was the one that used the token.
 *
 * @example
 * const mine = await engine.run(setPasswordUsingSetupToken, businessId, tokenHash, hash);
 */
export function* setPasswordUsingSetupToken(
  { db, tables: { businesses } }: EngineScope,
  businessId: number,
  setupTokenHash: string,
  passwordHash: string,
): Steps<boolean> {
  const used = yield* changes(
    db
      .update(businesses)
      .set({ passwordHash, setupTokenHash: null, setupTokenExpiresAt: null })
      .where(and(eq(businesses.id, businessId), eq(businesses.setupTokenHash, setupTokenHash))),
  );
  return used === 1;
}
