import {
  type AdminSpecialistChecks,
  adminSpecialistChecksSchema,
  idParams,
  specialistCheckCreateSchema,
  specialistCheckParams,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { Engine } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { recordCheck, withdrawCheck } from './audited.ts';
import { checksForAdmin, listingExists } from './repository.ts';
import { ukDay } from './today.ts';

async function requireListing(engine: Engine, id: number): Promise<void> {
  if (!(await engine.run(listingExists, id))) throw notFound('Specialist');
}

/**
 * Admin › a listing's checks (ADR 028): `GET /api/admin/specialists/{id}/checks` (every check,
 * removed ones too, with who recorded and who removed it), `POST` (record what an operator saw
 * and on which day; 201) and `DELETE …/checks/{checkId}` (the check leaves the profile; its row
 * stays, marked with who removed it). Only admins: the routes sit behind `requireAdmin`, so a
 * business cannot vouch for itself.
 *
 * @example
 * app.route('/', adminCheckRoutes(deps));
 * // POST /api/admin/specialists/7/checks { "kind": "company", "detail": "01234567", "seenOn": "2026-11-03" }
 */
export function adminCheckRoutes(deps: AppDeps) {
  const { engine } = deps;
  const now = clockOf(deps);
  const answer = async (id: number): Promise<AdminSpecialistChecks> => ({
    checks: await engine.run(checksForAdmin, id, ukDay(now())),
  });
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/specialists/:id/checks',
      describeOperation({
        operationId: 'listSpecialistChecks',
        summary: 'Every check recorded on a listing, removed ones too, with who recorded it',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistChecksSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => {
        const { id } = c.req.valid('param');
        await requireListing(engine, id);
        return c.json(await answer(id));
      },
    )
    .post(
      '/api/admin/specialists/:id/checks',
      describeOperation({
        operationId: 'recordSpecialistCheck',
        summary:
          'Record insurance, company registration or a trade body membership an operator saw',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistChecksSchema,
        status: 201,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('json', specialistCheckCreateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const check = c.req.valid('json');
        await requireListing(engine, id);
        if (check.seenOn > ukDay(now())) {
          throw new HttpError(400, 'validation_failed', 'The request is not valid', {
            seenOn: ['The day the evidence was seen cannot be in the future'],
          });
        }
        await engine.commit(recordCheck, id, check, c.var.admin, now());
        return c.json(await answer(id), 201);
      },
    )
    .delete(
      '/api/admin/specialists/:id/checks/:checkId',
      describeOperation({
        operationId: 'removeSpecialistCheck',
        summary: 'Take a check off the profile (kept on record with who removed it)',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistChecksSchema,
      }),
      requireAdmin(deps),
      validate('param', specialistCheckParams),
      async (c) => {
        const { id, checkId } = c.req.valid('param');
        const removed = await engine.commit(withdrawCheck, id, checkId, c.var.admin, now());
        if (!removed) throw notFound('Check');
        return c.json(await answer(id));
      },
    );
}
