import { beforeAll, expect, it } from 'vitest';
import {
  findAdminById,
  findAdminCredentials,
  findBusinessById,
  findBusinessCredentials,
  setPasswordUsingSetupToken,
  storeSetupToken,
} from '../../auth/repository.ts';
import { newSetupToken } from '../../auth/setup-tokens.ts';
import { hashToken } from '../../auth/tokens.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const EXPIRES = new Date('2026-03-05T09:00:00.250Z');

/** Admin and business logins, the same on SQLite and PostgreSQL (ADR 050). */
export const loginCases = describeEachEngine('logins', ({ engine, connectAgain }) => {
  let adminId = 0;
  let businessId = 0;
  let specialistId = 0;

  beforeAll(async () => {
    const { db, tables } = engine();
    ({ specialistId } = await insertSpecialist(engine(), 'logins'));
    const [admin] = await db
      .insert(tables.admins)
      .values({ email: 'Ada@Flo.test', name: 'Ada', passwordHash: 'admin-hash' })
      .returning({ id: tables.admins.id });
    const [business] = await db
      .insert(tables.businesses)
      .values({ email: 'Owner@Oak.test', name: 'Oak Floors', specialistId })
      .returning({ id: tables.businesses.id });
    adminId = admin?.id ?? 0;
    businessId = business?.id ?? 0;
  });

  it('finds an admin by e-mail in any case, and by id', async () => {
    const admin = { id: adminId, email: 'Ada@Flo.test', name: 'Ada' };
    expect(await engine().run(findAdminCredentials, '  ada@FLO.test ')).toEqual({
      admin,
      passwordHash: 'admin-hash',
    });
    expect(await engine().run(findAdminCredentials, 'bo@flo.test')).toBeNull();
    expect(await engine().run(findAdminById, adminId)).toEqual(admin);
    expect(await engine().run(findAdminById, adminId + 1)).toBeNull();
  });

  it('finds a business with its listing, by e-mail in any case and by id', async () => {
    const business = {
      id: businessId,
      email: 'Owner@Oak.test',
      name: 'Oak Floors',
      specialistId,
      specialistSlug: 'logins-floors',
    };
    expect(await engine().run(findBusinessCredentials, 'owner@oak.TEST')).toEqual({
      business,
      passwordHash: null,
      setupTokenHash: null,
      setupTokenExpiresAt: null,
    });
    expect(await engine().run(findBusinessById, businessId)).toEqual(business);
    expect(await engine().run(findBusinessById, businessId + 1)).toBeNull();
  });

  it('lets one of two nodes racing with the same setup token set the password', async () => {
    await engine().run(storeSetupToken, businessId, 'token-hash', EXPIRES);
    expect(await engine().run(findBusinessCredentials, 'owner@oak.test')).toMatchObject({
      setupTokenHash: 'token-hash',
      setupTokenExpiresAt: EXPIRES,
    });
    const set = (on = engine(), hash = 'first') =>
      on.run(setPasswordUsingSetupToken, businessId, 'token-hash', hash);
    const outcomes = await Promise.all([set(), set(connectAgain(), 'second')]);
    expect(outcomes.sort()).toEqual([false, true]);
    const found = await engine().run(findBusinessCredentials, 'owner@oak.test');
    expect(found).toMatchObject({ setupTokenHash: null, setupTokenExpiresAt: null });
    expect(['first', 'second']).toContain(found?.passwordHash);
  });

  it('issues a setup token, storing only its hash, expiring three days on', async () => {
    const now = new Date('2026-03-02T09:00:00.250Z');
    const token = await engine().commit(newSetupToken, businessId, now);
    expect(await engine().run(findBusinessCredentials, 'owner@oak.test')).toMatchObject({
      setupTokenHash: hashToken(token),
      setupTokenExpiresAt: EXPIRES,
    });
  });
});
