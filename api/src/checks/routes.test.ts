import {
  adminSpecialistChecksSchema,
  businessChecksSchema,
  specialistDetailSchema,
} from '@flo/contract';
import { describe, expect } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { ADMIN } from '../testing/accounts.ts';
import type { SeededDemoDb } from '../testing/demo-db.ts';
import { errorOf } from '../testing/enquiries.ts';
import { demoFileTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

interface Listing {
  id: number;
  slug: string;
  business_id: number;
}

const demoListing = (demo: SeededDemoDb) =>
  demo.all<Listing>(
    `select s.id, s.slug, b.id as business_id from specialists s
       join businesses b on b.specialist_id = s.id where b.email = 'demo@flo.local'`,
  )[0] as Listing;

const record = (api: TestApp, admin: Record<string, string>, id: number, check: object) =>
  api.app.request(`/api/admin/specialists/${id}/checks`, jsonBody(check, admin));
const publicChecks = async (api: TestApp, slug: string) =>
  specialistDetailSchema.parse(
    await (await api.app.request(`/api/specialists/unified/${slug}`)).json(),
  ).checks;

describe('checks operators record', () => {
  demoFileTest(
    'an admin records insurance, a company number and a trade body; the profile shows them',
    async ({ api, admin, demo }) => {
      const listing = demoListing(demo);
      const insurance = await record(api, admin, listing.id, {
        kind: 'insurance',
        detail: 'Public liability £2m with Aviva',
        seenOn: '2026-11-03',
        expiresOn: '2027-11-02',
      });
      expect(insurance.status).toBe(201);
      expect(
        (
          await record(api, admin, listing.id, {
            kind: 'company',
            detail: 'sc 123456',
            seenOn: '2026-11-04',
          })
        ).status,
      ).toBe(201);
      const answer = adminSpecialistChecksSchema.parse(
        await (
          await record(api, admin, listing.id, {
            kind: 'trade_body',
            detail: 'cfa',
            seenOn: '2026-11-05',
          })
        ).json(),
      );
      expect(answer.checks.map((check) => [check.kind, check.detail, check.recordedBy])).toEqual([
        ['trade_body', 'cfa', ADMIN.name],
        ['company', 'SC123456', ADMIN.name],
        ['insurance', 'Public liability £2m with Aviva', ADMIN.name],
      ]);
      expect(await publicChecks(api, listing.slug)).toEqual([
        expect.objectContaining({ kind: 'trade_body', detail: 'cfa', seenOn: '2026-11-05' }),
        expect.objectContaining({ kind: 'company', detail: 'SC123456', expiresOn: null }),
        expect.objectContaining({ kind: 'insurance', expiresOn: '2027-11-02' }),
      ]);
    },
  );

  demoFileTest(
    'refuses a malformed company number, an unknown body and a future day',
    async ({ api, admin, demo }) => {
      const { id } = demoListing(demo);
      const before = demo.count('select count(*) from specialist_checks');
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
      expect(demo.count('select count(*) from specialist_checks')).toBe(before);
    },
  );

  demoFileTest(
    'only admins write checks: a business token or none is a 401',
    async ({ api, demo }) => {
      const listing = demoListing(demo);
      const token = createSession(api.db, 'business', listing.business_id, new Date());
      const check = { kind: 'insurance', detail: 'Self-certified', seenOn: '2026-11-03' };
      const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
      for (const headers of callers) {
        expect((await record(api, headers, listing.id, check)).status).toBe(401);
      }
      expect(
        demo.count(`select count(*) from specialist_checks where detail = 'Self-certified'`),
      ).toBe(0);
    },
  );

  demoFileTest(
    'a removed check leaves the profile but stays on record with who removed it; an expired one leaves the profile',
    async ({ api, admin, demo }) => {
      const listing = demoListing(demo);
      await record(api, admin, listing.id, {
        kind: 'insurance',
        detail: 'Lapsed policy',
        seenOn: '2019-01-01',
        expiresOn: '2020-01-01',
      });
      const { checks } = adminSpecialistChecksSchema.parse(
        await (
          await api.app.request(`/api/admin/specialists/${listing.id}/checks`, { headers: admin })
        ).json(),
      );
      const company = checks.find((check) => check.kind === 'company');
      const removed = await api.app.request(
        `/api/admin/specialists/${listing.id}/checks/${company?.id}`,
        { method: 'DELETE', headers: admin },
      );
      expect(removed.status).toBe(200);
      const after = adminSpecialistChecksSchema.parse(await removed.json()).checks;
      expect(after.find((check) => check.id === company?.id)).toMatchObject({
        removedBy: ADMIN.name,
        removedAt: expect.any(String),
      });
      expect(after.find((check) => check.detail === 'Lapsed policy')?.expired).toBe(true);
      const shown = (await publicChecks(api, listing.slug)).map((check) => check.detail);
      expect(shown).toEqual(['cfa', 'Public liability £2m with Aviva']);
      const again = await api.app.request(
        `/api/admin/specialists/${listing.id}/checks/${company?.id}`,
        { method: 'DELETE', headers: admin },
      );
      expect(again.status).toBe(404);

      const token = createSession(api.db, 'business', listing.business_id, new Date());
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
