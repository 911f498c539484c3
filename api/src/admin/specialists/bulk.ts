import {
  type AdminSpecialistBulk,
  type AdminSpecialistBulkResult,
  type AdminSpecialistUpdate,
  adminSpecialistBulkResultSchema,
  adminSpecialistBulkSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { listingFields } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { updateSpecialist } from './repository.ts';

/** The single-listing edit a bulk action makes to each listing. */
function updateOf(bulk: AdminSpecialistBulk): AdminSpecialistUpdate {
  if (bulk.action === 'suspend') return { status: 'suspended', suspendedReason: bulk.reason };
  if (bulk.action === 'reinstate') return { status: 'active' };
  return { tier: bulk.tier };
}

/** Each chosen listing changed as its own edit would, with its audit entry, in one unit of work. */
function* changeListings(
  on: EngineScope,
  bulk: AdminSpecialistBulk,
  actor: AuditActor,
  at: Date,
): Steps<AdminSpecialistBulkResult['results']> {
  const update = updateOf(bulk);
  const results: AdminSpecialistBulkResult['results'] = [];
  for (const id of bulk.ids) {
    const before = yield* listingFields(on, id);
    if (!before) {
      results.push({ id, outcome: 'not_found' });
      continue;
    }
    yield* updateSpecialist(on, id, update);
    const after = yield* listingFields(on, id);
    const changed = yield* auditEntry(on, actor, at, {
      entityKind: 'listing',
      entityId: id,
      action: 'listing.update',
      before,
      after: after ?? null,
    });
    results.push({ id, outcome: changed ? 'changed' : 'unchanged' });
  }
  return results;
}

/**
 * `POST /api/admin/specialists/bulk`: suspend the listings an operator ticked with one reason,
 * reinstate them, or put them on one plan, in one transaction; each listing is changed as its
 * own edit would change it and recorded in the audit log, and the answer says what became of
 * each id. Bad input is a 400 and changes nothing.
 *
 * @example
 * app.route('/', adminSpecialistBulkRoutes(deps));
 * // POST /api/admin/specialists/bulk { "action": "tier", "ids": [12, 40], "tier": "featured" }
 */
export function adminSpecialistBulkRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post(
    '/api/admin/specialists/bulk',
    describeOperation({
      operationId: 'changeAdminSpecialists',
      summary: 'Suspend, reinstate or change the plan of the chosen listings, in one transaction',
      tag: 'Admin',
      auth: 'admin',
      response: adminSpecialistBulkResultSchema,
    }),
    requireAdmin(deps),
    validate('json', adminSpecialistBulkSchema),
    async (c) => {
      const bulk = c.req.valid('json');
      const actor = adminActor(c.var.admin);
      const results = await deps.engine.commit(changeListings, bulk, actor, clockOf(deps)());
      return c.json<AdminSpecialistBulkResult>({
        results,
        changed: results.filter((r) => r.outcome === 'changed').length,
      });
    },
  );
}
