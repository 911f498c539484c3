import type { Admin, Business } from '@flo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { admins, businesses, specialists } from '../db/schema.ts';

/** E-mail addresses are matched without regard to case or surrounding spaces. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

const adminColumns = { id: admins.id, email: admins.email, name: admins.name };

const businessColumns = {
  id: businesses.id,
  email: businesses.email,
  name: businesses.name,
  specialistId: businesses.specialistId,
  specialistSlug: specialists.slug,
};

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

export function findAdminCredentials(db: Db, email: string): AdminCredentials | null {
  const row = db
    .select({ ...adminColumns, passwordHash: admins.passwordHash })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${normaliseEmail(email)}`)
    .get();
  if (!row) return null;
  const { passwordHash, ...admin } = row;
  return { admin, passwordHash };
}

export function findAdminById(db: Db, id: number): Admin | null {
  return db.select(adminColumns).from(admins).where(eq(admins.id, id)).get() ?? null;
}

export function findBusinessCredentials(db: Db, email: string): BusinessCredentials | null {
  const row = db
    .select({
      ...businessColumns,
      passwordHash: businesses.passwordHash,
      setupTokenHash: businesses.setupTokenHash,
      setupTokenExpiresAt: businesses.setupTokenExpiresAt,
    })
    .from(businesses)
    .innerJoin(specialists, eq(specialists.id, businesses.specialistId))
    .where(sql`lower(${businesses.email}) = ${normaliseEmail(email)}`)
    .get();
  if (!row) return null;
  const { passwordHash, setupTokenHash, setupTokenExpiresAt, ...business } = row;
  return { business, passwordHash, setupTokenHash, setupTokenExpiresAt };
}

export function findBusinessById(db: Db, id: number): Business | null {
  return (
    db
      .select(businessColumns)
      .from(businesses)
      .innerJoin(specialists, eq(specialists.id, businesses.specialistId))
      .where(eq(businesses.id, id))
      .get() ?? null
  );
}

export function storeSetupToken(
  db: DbExecutor,
  businessId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  db.update(businesses)
    .set({ setupTokenHash: tokenHash, setupTokenExpiresAt: expiresAt })
    .where(eq(businesses.id, businessId))
    .run();
}

/**
 * Sets the password and clears the setup token in one statement that only matches while the
 * token is still stored, so two requests racing with the same token cannot both succeed.
 * Answers whether this call was the one that used the token.
 */
export function setPasswordUsingSetupToken(
  db: Db,
  businessId: number,
  setupTokenHash: string,
  passwordHash: string,
): boolean {
  const result = db
    .update(businesses)
    .set({ passwordHash, setupTokenHash: null, setupTokenExpiresAt: null })
    .where(and(eq(businesses.id, businessId), eq(businesses.setupTokenHash, setupTokenHash)))
    .run();
  return result.changes === 1;
}
