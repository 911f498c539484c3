import {
  type AdminSpecialistDetail,
  type AdminSpecialistsPage,
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
import { adminActor, recordAudit } from '../../audit/record.ts';
import { listingSnapshot } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { sendSetupLink } from '../../auth/setup-link.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { ftsMatchExpression } from '../../search/fts-query.ts';
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

function detailOf(deps: AppDeps, id: number): AdminSpecialistDetail {
  const found = specialistForAdmin(deps.db, id);
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
  const { db } = deps;
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
      (c) => {
        const { q, city, status, tier, sort, order, page } = c.req.valid('query');
        const match = q ? ftsMatchExpression(q) : undefined;
        const { rows, total } = adminSpecialistsPage(db, {
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
      (c) => {
        const { citySlug, services, website, ...fields } = c.req.valid('json');
        const cityId = findCityId(db, citySlug);
        if (cityId === undefined) throw notFound('City');
        const slug = buildSpecialistSlug(fields.name, citySlug);
        if (slugTaken(db, slug)) {
          throw new HttpError(409, 'slug_taken', `A listing at /specialist/${slug} exists already`);
        }
        const id = db.transaction((tx) => {
          const created = insertSpecialist(tx, {
            ...fields,
            slug,
            cityId,
            website: website || null,
          });
          setServices(tx, created, services);
          recordAudit(tx, adminActor(c.var.admin), clockOf(deps)(), {
            entityKind: 'listing',
            entityId: created,
            action: 'listing.create',
            after: listingSnapshot(tx, created),
          });
          return created;
        });
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
      (c) => c.json(detailOf(deps, c.req.valid('param').id)),
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
      (c) => {
        const { id } = c.req.valid('param');
        const updated = db.transaction((tx) => {
          const before = listingSnapshot(tx, id);
          if (!before || !updateSpecialist(tx, id, c.req.valid('json'))) return false;
          recordAudit(tx, adminActor(c.var.admin), clockOf(deps)(), {
            entityKind: 'listing',
            entityId: id,
            action: 'listing.update',
            before,
            after: listingSnapshot(tx, id),
          });
          return true;
        });
        if (!updated) throw notFound('Specialist');
        return c.json(detailOf(deps, id));
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
        const { business } = detailOf(deps, c.req.valid('param').id);
        if (!business)
          throw new HttpError(409, 'no_business', 'No business manages this listing yet');
        await sendSetupLink(deps, business.email, clockOf(deps)());
        return c.json({ ok: true as const });
      },
    );
}
