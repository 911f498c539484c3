import {
  type AdminCities,
  type AdminLocationPages,
  adminCitiesSchema,
  adminCityInputSchema,
  adminLocationPageInputSchema,
  adminLocationPagesSchema,
  citySlug,
  idParams,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { adminActor, recordAudit, withAudit } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import {
  cityFields,
  deleteLocationPage,
  findCityBySlug,
  insertCity,
  listAdminCities,
  listLocationPages,
  locationPageFields,
  updateCity,
  upsertLocationPage,
} from './repository.ts';

const ok = { ok: true as const };

/** A location page's words, without the row ids a save replaces. */
const pageText = (row: ReturnType<typeof locationPageFields>) =>
  row && { intro: row.intro, seoTitle: row.seoTitle, seoDescription: row.seoDescription };

/**
 * Admin › Locations and Location pages. Cities: `GET /api/admin/cities`, `POST` (a new city;
 * 409 when its slug exists) and `PATCH /api/admin/cities/{id}` (name, region, postcode areas;
 * the slug never changes, so links keep working). Pages: `GET /api/admin/location-pages`,
 * `PUT` (the intro and SEO title/description of a city page or a city + service page; the
 * public pages use them) and `DELETE /api/admin/location-pages/{id}` (back to generated text).
 *
 * @example
 * app.route('/', adminLocationRoutes(deps));
 */
export function adminLocationRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/cities',
      describeOperation({
        operationId: 'listAdminCities',
        summary: 'Every city with its areas and active specialists',
        tag: 'Admin',
        auth: 'admin',
        response: adminCitiesSchema,
      }),
      requireAdmin(deps),
      (c) => {
        const cities = listAdminCities(db).map(({ areas, ...city }) => ({
          ...city,
          postcodeAreas: JSON.parse(areas) as string[],
        }));
        return c.json<AdminCities>({ cities });
      },
    )
    .post(
      '/api/admin/cities',
      describeOperation({
        operationId: 'createCity',
        summary: 'Add a city',
        tag: 'Admin',
        auth: 'admin',
        response: z.object({ id: z.number().int() }),
        status: 201,
      }),
      requireAdmin(deps),
      validate('json', adminCityInputSchema),
      (c) => {
        const input = c.req.valid('json');
        if (findCityBySlug(db, citySlug(input.name))) {
          throw new HttpError(409, 'city_exists', `${input.name} is already a city`);
        }
        const id = db.transaction((tx) => {
          const created = insertCity(tx, input);
          recordAudit(tx, adminActor(c.var.admin), clockOf(deps)(), {
            entityKind: 'location',
            entityId: `city:${created}`,
            action: 'city.create',
            after: cityFields(tx, created),
          });
          return created;
        });
        return c.json({ id }, 201);
      },
    )
    .patch(
      '/api/admin/cities/:id',
      describeOperation({
        operationId: 'updateCity',
        summary: 'Rename a city or change its region and postcode areas',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('json', adminCityInputSchema),
      (c) => {
        const { id } = c.req.valid('param');
        const change = {
          entityKind: 'location',
          entityId: `city:${id}`,
          action: 'city.update',
          read: (tx: DbExecutor) => cityFields(tx, id),
        } as const;
        const updated = withAudit(db, adminActor(c.var.admin), clockOf(deps)(), change, (tx) =>
          updateCity(tx, id, c.req.valid('json')),
        );
        if (!updated) throw notFound('City');
        return c.json(ok);
      },
    )
    .get(
      '/api/admin/location-pages',
      describeOperation({
        operationId: 'listLocationPages',
        summary: 'Intro and SEO texts written for city and city + service pages',
        tag: 'Admin',
        auth: 'admin',
        response: adminLocationPagesSchema,
      }),
      requireAdmin(deps),
      (c) => {
        const pages = listLocationPages(db).map((page) => ({
          ...page,
          updatedAt: page.updatedAt.toISOString(),
        }));
        return c.json<AdminLocationPages>({ pages });
      },
    )
    .put(
      '/api/admin/location-pages',
      describeOperation({
        operationId: 'saveLocationPage',
        summary: 'Write the intro and SEO text of a city page or a city + service page',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('json', adminLocationPageInputSchema),
      (c) => {
        const { citySlug: slug, ...text } = c.req.valid('json');
        const city = findCityBySlug(db, slug);
        if (!city) throw notFound('City');
        const at = clockOf(deps)();
        const page = { cityId: city.id, serviceSlug: text.serviceSlug ?? null };
        const change = {
          entityKind: 'location',
          entityId: `page:${slug}/${page.serviceSlug ?? ''}`,
          action: 'location-page.save',
          read: (tx: DbExecutor) => pageText(locationPageFields(tx, page)),
        } as const;
        withAudit(db, adminActor(c.var.admin), at, change, (tx) =>
          upsertLocationPage(tx, city.id, text, at),
        );
        return c.json(ok);
      },
    )
    .delete(
      '/api/admin/location-pages/:id',
      describeOperation({
        operationId: 'deleteLocationPage',
        summary: 'Remove a written page text (the page goes back to generated text)',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      (c) => {
        const { id } = c.req.valid('param');
        const deleted = db.transaction((tx) => {
          const before = locationPageFields(tx, { id });
          if (!before || !deleteLocationPage(tx, id)) return false;
          recordAudit(tx, adminActor(c.var.admin), clockOf(deps)(), {
            entityKind: 'location',
            entityId: `page:${before.cityId}/${before.serviceSlug ?? ''}`,
            action: 'location-page.delete',
            before: pageText(before),
          });
          return true;
        });
        if (!deleted) throw notFound('Location page');
        return c.json(ok);
      },
    );
}
