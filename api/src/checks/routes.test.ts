import {
  adminSpecialistChecksSchema,
  businessChecksSchema,
  specialistDetailSchema,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ADMIN, BUSINESS, signIn } from '../testing/accounts.ts';
import { errorOf } from '../testing/enquiries.ts';
import { businessAccountTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const record = (api: TestApp, admin: Record<string, string>, id: number, check: object) =>
  api.app.request(`/api/admin/specialists/${id}/checks`, jsonBody(check, admin));
const publicChecks = async (api: TestApp) =>
  specialistDetailSchema.parse(
    await (await api.app.request(`/api/specialists/unified/${BUSINESS.specialistSlug}`)).json(),
  ).checks;
const storedChecks = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.specialistChecks);

/** An insurance, a company number and a trade body, on three days; answers the last answer. */
async function recordThree(api: TestApp, admin: Record<string, string>, id: number) {
  const insurance = await record(api, admin, id, {
    kind: 'insurance',
    detail: 'Public liability £2m with Aviva',
    seenOn: '2026-11-03',
    expiresOn: '2027-11-02',
  });
  expect(insurance.status).toBe(201);
  const company = { kind: 'company', detail: 'sc 123456', seenOn: '2026-11-04' };
  expect((await record(api, admin, id, company)).status).toBe(201);
  const tradeBody = { kind: 'trade_body', detail: 'cfa', seenOn: '2026-11-05' };
  return adminSpecialistChecksSchema.parse(await (await record(api, admin, id, tradeBody)).json());
}

describe('checks operators record', () => {
  businessAccountTest(
    'an admin records insurance, a company number and a trade body; the profile shows them',
    async ({ api, admin, account }) => {
      const answer = await recordThree(api, admin, account.specialistId);
      expect(answer.checks.map((check) => [check.kind, check.detail, check.recordedBy])).toEqual([
        ['trade_body', 'cfa', ADMIN.name],
        ['company', 'SC123456', ADMIN.name],
        ['insurance', 'Public liability £2m with Aviva', ADMIN.name],
      ]);
      expect(await publicChecks(api)).toEqual([
        expect.objectContaining({ kind: 'trade_body', detail: 'cfa', seenOn: '2026-11-05' }),
        expect.objectContaining({ kind: 'company', detail: 'SC123456', expiresOn: null }),
        expect.objectContaining({ kind: 'insurance', expiresOn: '2027-11-02' }),
      ]);
    },
  );

  businessAccountTest(
    'refuses a malformed company number, an unknown body and a future day',
    async ({ api, admin, account }) => {
      const id = account.specialistId;
      const refused = [
        { kind: 'company', detail: 'ABC12', seenOn: '2026-11-03' },
        { kind: 'trade_body', detail: 'guild-of-cowboys', seenOn: '2026-11-03' },
        { kind: 'insurance', detail: 'Aviva', seenOn: '2999-01-01' },
        { kind: 'insurance', detail: 'Aviva', seenOn: '2026-11-03', expiresOn: '2026-11-01' },
      ];
      const fields = [];
      for (const check of refused) {
        const res = await record(api, admin, id, check);
        expect(res.status).toBe(400);
        fields.push(Object.keys((await errorOf(res)).fields ?? {}));
      }
      expect(fields).toEqual([['detail'], ['detail'], ['seenOn'], ['expiresOn']]);
      expect(await storedChecks(api)).toEqual([]);
    },
  );

  businessAccountTest(
    'only admins write checks: a business token or none is a 401',
    async ({ api, account }) => {
      const token = await signIn(api.engine, 'business', account.businessId, new Date());
      const check = { kind: 'insurance', detail: 'Self-certified', seenOn: '2026-11-03' };
      const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
      for (const headers of callers) {
        expect((await record(api, headers, account.specialistId, check)).status).toBe(401);
      }
      expect(await storedChecks(api)).toEqual([]);
    },
  );

  businessAccountTest(
    'a removed check leaves the profile but stays on record with who removed it; an expired one leaves the profile',
    async ({ api, admin, account }) => {
      const id = account.specialistId;
      await recordThree(api, admin, id);
      await record(api, admin, id, {
        kind: 'insurance',
        detail: 'Lapsed policy',
        seenOn: '2019-01-01',
        expiresOn: '2020-01-01',
      });
      const { checks } = adminSpecialistChecksSchema.parse(
        await (
          await api.app.request(`/api/admin/specialists/${id}/checks`, { headers: admin })
        ).json(),
      );
      const company = checks.find((check) => check.kind === 'company');
      const removed = await api.app.request(`/api/admin/specialists/${id}/checks/${company?.id}`, {
        method: 'DELETE',
        headers: admin,
      });
      expect(removed.status).toBe(200);
      const after = adminSpecialistChecksSchema.parse(await removed.json()).checks;
      expect(after.find((check) => check.id === company?.id)).toMatchObject({
        removedBy: ADMIN.name,
        removedAt: expect.any(String),
      });
      expect(after.find((check) => check.detail === 'Lapsed policy')?.expired).toBe(true);
      const shown = (await publicChecks(api)).map((check) => check.detail);
      expect(shown).toEqual(['cfa', 'Public liability £2m with Aviva']);
      const again = await api.app.request(`/api/admin/specialists/${id}/checks/${company?.id}`, {
        method: 'DELETE',
        headers: admin,
      });
      expect(again.status).toBe(404);

      const { specialistChecks } = api.engine.tables;
      const [kept] = await api.engine.db
        .select()
        .from(specialistChecks)
        .where(eq(specialistChecks.id, company?.id ?? 0));
      expect(kept).toMatchObject({ detail: 'SC123456', removedAt: expect.any(Date) });

      const token = await signIn(api.engine, 'business', account.businessId, new Date());
      const own = businessChecksSchema.parse(
        await (
          await api.app.request('/api/business/checks', {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json(),
      );
      expect(own.checks.map((check) => [check.detail, check.expired])).toEqual([
        ['cfa', false],
        ['Public liability £2m with Aviva', false],
        ['Lapsed policy', true],
      ]);
      expect(own.operatorsEmail).toMatch(/@/);
    },
  );
});
