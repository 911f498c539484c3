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
import { adminActor } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { changeCity, createCity, removeLocationPage, saveLocationPage } from './changes.ts';
import { findCityBySlug, listAdminCities, listLocationPages } from './repository.ts';

const ok = { ok: true as const };

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
  const { engine } = deps;
  const now = clockOf(deps);
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
      async (c) => c.json<AdminCities>({ cities: await engine.run(listAdminCities) }),
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
      async (c) => {
        const input = c.req.valid('json');
        if (await engine.run(findCityBySlug, citySlug(input.name))) {
          throw new HttpError(409, 'city_exists', `${input.name} is already a city`);
        }
        const id = await engine.commit(createCity, input, adminActor(c.var.admin), now());
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
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        if (!(await engine.commit(changeCity, id, input, adminActor(c.var.admin), now()))) {
          throw notFound('City');
        }
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
      async (c) => {
        const pages = (await engine.run(listLocationPages)).map((page) => ({
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
      async (c) => {
        const { citySlug: slug, ...text } = c.req.valid('json');
        const city = await engine.run(findCityBySlug, slug);
        if (!city) throw notFound('City');
        await engine.commit(saveLocationPage, city, text, adminActor(c.var.admin), now());
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
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await engine.commit(removeLocationPage, id, adminActor(c.var.admin), now()))) {
          throw notFound('Location page');
        }
        return c.json(ok);
      },
    );
}
