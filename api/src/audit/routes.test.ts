import { auditPageSchema, recentChangesPageSchema } from '@flo/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { signIn } from '../testing/accounts.ts';
import { demoFileTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

type Headers = Record<string, string>;

const send = (api: TestApp, headers: Headers, method: string, path: string, body: unknown = {}) =>
  api.app.request(path, { ...jsonBody(body, headers), method });
const audit = async (api: TestApp, admin: Headers, query: string) =>
  auditPageSchema.parse(
    await (await api.app.request(`/api/admin/audit?${query}`, { headers: admin })).json(),
  );
const queue = async (api: TestApp, admin: Headers, status = 'unreviewed') =>
  recentChangesPageSchema.parse(
    await (
      await api.app.request(`/api/admin/recent-changes?status=${status}`, { headers: admin })
    ).json(),
  );

/** The demo's business login, signed in now. */
async function demoBusiness(api: TestApp) {
  const { db, tables } = api.engine;
  const { businesses } = tables;
  const [row] = await db
    .select({ id: businesses.id, specialistId: businesses.specialistId })
    .from(businesses)
    .where(eq(businesses.email, 'demo@flo.local'));
  if (!row?.specialistId) throw new Error('The demo business is missing');
  const token = await signIn(api.engine, 'business', row.id, new Date());
  return {
    id: row.id,
    specialistId: row.specialistId,
    headers: { authorization: `Bearer ${token}` },
  };
}
async function descriptionOf({ engine: { db, tables } }: TestApp, id: number) {
  const { specialists } = tables;
  const [listing] = await db
    .select({ description: specialists.description })
    .from(specialists)
    .where(eq(specialists.id, id));
  return listing?.description;
}
const auditRows = ({ engine: { db, tables } }: TestApp) => db.$count(tables.auditLog);

describe('audit log', () => {
  demoFileTest(
    'an admin’s listing edit is recorded with only the changed field, before and after',
    async ({ api, admin }) => {
      const { specialistId } = await demoBusiness(api);
      const was = await descriptionOf(api, specialistId);
      const description = 'Carpets and vinyl fitted across the city, with free measuring.';
      const res = await send(api, admin, 'PATCH', `/api/admin/specialists/${specialistId}`, {
        description,
        phone: '0161 496 0000',
      });
      expect(res.status).toBe(200);
      const page = await audit(api, admin, `entityKind=listing&entityId=${specialistId}`);
      expect(page.total).toBe(1);
      const [entry] = page.items;
      expect(entry?.actor).toMatchObject({ kind: 'admin', label: 'ada@flo.test' });
      expect(entry?.source).toBe('console');
      expect(entry?.changes.find((c) => c.field === 'description')).toEqual({
        field: 'description',
        before: was,
        after: description,
      });
      expect(entry?.changes.map((c) => c.field).sort()).toEqual(['description', 'phone']);
      expect((await audit(api, admin, 'actor=nobody@flo.test')).total).toBe(0);
      expect((await audit(api, admin, 'actorKind=admin&action=listing.update')).total).toBe(1);
    },
  );

  demoFileTest(
    'a change that fails records nothing, and a business may not read the log',
    async ({ api, admin }) => {
      const business = await demoBusiness(api);
      const before = await auditRows(api);
      const unknownService = await send(api, business.headers, 'PATCH', '/api/business/profile', {
        description: 'A description long enough to pass the length check.',
        services: ['no-such-service'],
      });
      expect(unknownService.status).toBe(400);
      const missing = await send(api, admin, 'PATCH', '/api/admin/specialists/999999', {
        phone: '0161 496 0001',
      });
      expect(missing.status).toBe(404);
      expect(await auditRows(api)).toBe(before);
      const asBusiness = await api.app.request('/api/admin/audit', { headers: business.headers });
      // As on every operator route: not signed in as an operator (docs/product/roles.md).
      expect(asBusiness.status).toBe(401);
      expect((await api.app.request('/api/admin/audit')).status).toBe(401);
    },
  );

  demoFileTest(
    'a business’s edit waits in Recent changes until an admin reverts it',
    async ({ api, admin }) => {
      const business = await demoBusiness(api);
      const original = await descriptionOf(api, business.specialistId);
      const edited = 'We now only fit rubber flooring in gyms, nothing else at all.';
      expect(
        (
          await send(api, business.headers, 'PATCH', '/api/business/profile', {
            description: edited,
          })
        ).status,
      ).toBe(200);
      expect(await descriptionOf(api, business.specialistId)).toBe(edited);
      const waiting = await queue(api, admin);
      expect(waiting.unreviewed).toBe(1);
      const [change] = waiting.items;
      expect(change?.actor.label).toBe('demo@flo.local');
      expect(change?.changes).toEqual([{ field: 'description', before: original, after: edited }]);

      const reverted = await send(
        api,
        admin,
        'POST',
        `/api/admin/recent-changes/${change?.id}/revert`,
      );
      expect(reverted.status).toBe(200);
      expect(await descriptionOf(api, business.specialistId)).toBe(original);
      expect((await queue(api, admin)).unreviewed).toBe(0);
      expect((await queue(api, admin, 'reviewed')).items[0]?.review).toMatchObject({
        outcome: 'reverted',
        by: 'ada@flo.test',
      });
      const revert = await audit(api, admin, 'action=listing.revert');
      expect(revert.items[0]?.actor.kind).toBe('admin');
      expect(revert.items[0]?.changes).toEqual([
        { field: 'description', before: edited, after: original },
      ]);
    },
  );

  demoFileTest(
    'a revert is refused once the listing changed again, naming the newer change',
    async ({ api, admin }) => {
      const business = await demoBusiness(api);
      const first = { description: 'First edit of the day, about carpets and vinyl.' };
      const second = { description: 'Second edit of the day, about carpets and wood.' };
      await send(api, business.headers, 'PATCH', '/api/business/profile', first);
      await send(api, business.headers, 'PATCH', '/api/business/profile', second);
      const [newer, older] = (await queue(api, admin)).items;
      const refused = await send(
        api,
        admin,
        'POST',
        `/api/admin/recent-changes/${older?.id}/revert`,
      );
      expect(refused.status).toBe(409);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('changed_since');
      expect(body.error.message).toContain(`change ${newer?.id}`);
      expect(await descriptionOf(api, business.specialistId)).toBe(second.description);
      const fine = await send(
        api,
        admin,
        'POST',
        `/api/admin/recent-changes/${older?.id}/reviewed`,
      );
      expect(fine.status).toBe(200);
      expect(
        (await send(api, admin, 'POST', `/api/admin/recent-changes/${older?.id}/reviewed`)).status,
      ).toBe(409);
    },
  );

  demoFileTest(
    'review decisions, settings and enquiry routing are recorded, routing by ids only',
    async ({ api, admin }) => {
      const { db, tables } = api.engine;
      const { enquiries, reviews, specialists } = tables;
      const [review] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.status, 'pending'))
        .orderBy(reviews.id)
        .limit(1);
      const decided = await send(api, admin, 'POST', `/api/admin/reviews/${review?.id}/decision`, {
        action: 'publish',
      });
      expect(decided.status).toBe(200);
      const [published] = (await audit(api, admin, `entityKind=review&entityId=${review?.id}`))
        .items;
      expect(published?.changes).toContainEqual({
        field: 'status',
        before: 'pending',
        after: 'published',
      });

      const settings = (await (
        await api.app.request('/api/admin/chat-settings', { headers: admin })
      ).json()) as { contactEmail: string };
      await send(api, admin, 'PUT', '/api/admin/chat-settings', {
        ...settings,
        contactEmail: 'hello@floors.example',
      });
      const [setting] = (await audit(api, admin, 'entityKind=setting')).items;
      expect(setting?.changes).toEqual([
        { field: 'contactEmail', before: settings.contactEmail, after: 'hello@floors.example' },
      ]);

      const [enquiry] = await db
        .select({ ref: enquiries.publicId, name: enquiries.customerName })
        .from(enquiries)
        .orderBy(enquiries.id)
        .limit(1);
      const [other] = await db
        .select({ id: specialists.id })
        .from(specialists)
        .where(eq(specialists.status, 'active'))
        .orderBy(desc(specialists.id))
        .limit(1);
      const routed = await send(
        api,
        admin,
        'PUT',
        `/api/admin/enquiries/${enquiry?.ref}/recipients`,
        { specialistIds: [other?.id] },
      );
      expect(routed.status).toBe(200);
      const [route] = (await audit(api, admin, `entityKind=enquiry&entityId=${enquiry?.ref}`))
        .items;
      expect(route?.changes.find((c) => c.field === 'specialistIds')?.after).toEqual([other?.id]);
      expect(JSON.stringify(route)).not.toContain(enquiry?.name);
    },
  );
});
