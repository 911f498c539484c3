import {
  type AdminSpecialistDetail,
  type AdminSpecialistsPage,
  type AdminSpecialistUpdate,
  adminSpecialistCreateSchema,
  adminSpecialistDetailSchema,
  adminSpecialistsPageSchema,
  adminSpecialistsQuerySchema,
  adminSpecialistUpdateSchema,
  buildSpecialistSlug,
  idParams,
  listTotals,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { listingFields } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { sendSetupLink } from '../../auth/setup-link.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { searchMatch } from '../../search/fts-query.ts';
import {
  ADMIN_SPECIALISTS_PAGE_SIZE,
  adminSpecialistsPage,
  findCityId,
  insertSpecialist,
  setServices,
  slugTaken,
  specialistForAdmin,
  updateSpecialist,
} from './repository.ts';

/** A new listing with its services and audit entry, one unit of work; answers its id. */
function* createListing(
  on: EngineScope,
  values: Parameters<typeof insertSpecialist>[1],
  services: string[],
  actor: AuditActor,
  at: Date,
): Steps<number> {
  const created = yield* insertSpecialist(on, values);
  yield* setServices(on, created, services);
  yield* auditEntry(on, actor, at, {
    entityKind: 'listing',
    entityId: created,
    action: 'listing.create',
    after: yield* listingFields(on, created),
  });
  return created;
}

/** An admin's edit of a listing with its audit entry, one unit of work; false when none. */
function* editListing(
  on: EngineScope,
  id: number,
  update: AdminSpecialistUpdate,
  actor: AuditActor,
  at: Date,
): Steps<boolean> {
  const before = yield* listingFields(on, id);
  if (!before || !(yield* updateSpecialist(on, id, update))) return false;
  yield* auditEntry(on, actor, at, {
    entityKind: 'listing',
    entityId: id,
    action: 'listing.update',
    before,
    after: yield* listingFields(on, id),
  });
  return true;
}

async function detailOf(deps: AppDeps, id: number): Promise<AdminSpecialistDetail> {
  const found = await deps.engine.run(specialistForAdmin, id);
  if (!found) throw notFound('Specialist');
  const { specialist: s, business, recentReviews, leads } = found;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    citySlug: found.citySlug,
    city: found.city,
    description: s.description,
    email: s.email,
    phone: s.phone,
    postcode: s.postcode,
    website: s.website,
    status: s.status,
    suspendedReason: s.suspendedReason,
    tier: s.tier,
    services: found.serviceNames,
    business: business
      ? { email: business.email, hasPassword: business.passwordHash !== null }
      : null,
    reviews: recentReviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    leads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}

/**
 * Admin › Specialists: `GET /api/admin/specialists` (search every listing by text, city,
 * status and tier), `POST` (a new active listing), `GET`/`PATCH /api/admin/specialists/{id}`
 * (everything about one listing; edit it, suspend it with a reason, feature it) and
 * `POST /api/admin/specialists/{id}/setup-link` (e-mails its business a fresh password link).
 * Suspended listings leave every public page and matching at once: those read active ones only.
 *
 * @example
 * app.route('/', adminSpecialistRoutes(deps));
 */
export function adminSpecialistRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/specialists',
      describeOperation({
        operationId: 'listAdminSpecialists',
        summary: 'Search every listing by text, city, status and tier, by name or when added',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistsPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminSpecialistsQuerySchema),
      async (c) => {
        const { q, city, status, tier, sort, order, page } = c.req.valid('query');
        const match = q ? searchMatch(q) : undefined;
        const { rows, total } = await deps.engine.run(adminSpecialistsPage, {
          ...(match ? { match } : {}),
          ...(city ? { citySlug: city } : {}),
          ...(status ? { status } : {}),
          ...(tier ? { tier } : {}),
          sort,
          order,
          page,
        });
        return c.json<AdminSpecialistsPage>({
          items: rows,
          ...listTotals(page, ADMIN_SPECIALISTS_PAGE_SIZE, total),
        });
      },
    )
    .post(
      '/api/admin/specialists',
      describeOperation({
        operationId: 'createSpecialist',
        summary: 'Add an active listing',
        tag: 'Admin',
        auth: 'admin',
        response: z.object({ id: z.number().int(), slug: z.string() }),
        status: 201,
      }),
      requireAdmin(deps),
      validate('json', adminSpecialistCreateSchema),
      async (c) => {
        const { citySlug, services, website, ...fields } = c.req.valid('json');
        const cityId = await deps.engine.run(findCityId, citySlug);
        if (cityId === undefined) throw notFound('City');
        const slug = buildSpecialistSlug(fields.name, citySlug);
        if (await deps.engine.run(slugTaken, slug)) {
          throw new HttpError(409, 'slug_taken', `A listing at /specialist/${slug} exists already`);
        }
        const values = { ...fields, slug, cityId, website: website || null };
        const actor = adminActor(c.var.admin);
        const at = clockOf(deps)();
        const id = await deps.engine.commit(createListing, values, services, actor, at);
        return c.json({ id, slug }, 201);
      },
    )
    .get(
      '/api/admin/specialists/:id',
      describeOperation({
        operationId: 'getAdminSpecialist',
        summary: 'Everything about one listing: profile, services, reviews, leads, business login',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistDetailSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => c.json(await detailOf(deps, c.req.valid('param').id)),
    )
    .patch(
      '/api/admin/specialists/:id',
      describeOperation({
        operationId: 'updateSpecialist',
        summary: 'Edit a listing, suspend it with a reason, or change its tier',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistDetailSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('json', adminSpecialistUpdateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = adminActor(c.var.admin);
        const update = c.req.valid('json');
        const updated = await deps.engine.commit(editListing, id, update, actor, clockOf(deps)());
        if (!updated) throw notFound('Specialist');
        return c.json(await detailOf(deps, id));
      },
    )
    .post(
      '/api/admin/specialists/:id/setup-link',
      describeOperation({
        operationId: 'sendSpecialistSetupLink',
        summary: 'E-mail the listing’s business a fresh password link',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => {
        const { business } = await detailOf(deps, c.req.valid('param').id);
        if (!business)
          throw new HttpError(409, 'no_business', 'No business manages this listing yet');
        await sendSetupLink(deps, business.email, clockOf(deps)());
        return c.json({ ok: true as const });
      },
    );
}
