import {
  type AdminClaim,
  type AdminClaimsPage,
  adminClaimsPageSchema,
  adminClaimsQuerySchema,
  claimDecisionSchema,
  idParams,
  listTotals,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { decideListingClaim } from './decide-claim.ts';
import { type ClaimRow, claimsInStatus } from './repository.ts';

function claimView(row: ClaimRow): AdminClaim {
  const { specialistId, specialistName, specialistSlug, claimedByBusinessId, ...claim } = row;
  return {
    ...claim,
    specialist: {
      id: specialistId,
      name: specialistName,
      slug: specialistSlug,
      claimed: claimedByBusinessId !== null,
    },
    createdAt: claim.createdAt.toISOString(),
  };
}

/**
 * The free-listings queue: `GET /api/admin/claims` (claims by status, oldest first) and
 * `POST /api/admin/claims/{id}/decision` (approve: business login + setup-link mail; reject:
 * a mail with the reason). See `decide-claim.ts` for the rules.
 *
 * @example
 * app.route('/', adminClaimRoutes(deps));
 * // POST /api/admin/claims/7/decision { "action": "approve" }
 */
export function adminClaimRoutes(deps: AppDeps) {
  const { engine } = deps;
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/claims',
      describeOperation({
        operationId: 'listAdminClaims',
        summary: 'Listing claims in a status (pending by default), oldest first',
        tag: 'Admin',
        auth: 'admin',
        response: adminClaimsPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminClaimsQuerySchema),
      async (c) => {
        const { status, page, pageSize } = c.req.valid('query');
        const { rows, total } = await engine.run(claimsInStatus, status, page, pageSize);
        return c.json<AdminClaimsPage>({
          items: rows.map(claimView),
          ...listTotals(page, pageSize, total),
        });
      },
    )
    .post(
      '/api/admin/claims/:id/decision',
      describeOperation({
        operationId: 'decideClaim',
        summary: 'Approve a claim (business login + setup-link mail) or reject it with a reason',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('json', claimDecisionSchema),
      async (c) => {
        const now = clockOf(deps)();
        await engine.commit(
          decideListingClaim,
          c.req.valid('param').id,
          c.req.valid('json'),
          now,
          adminActor(c.var.admin),
          deps.config.publicUrl,
        );
        return c.json({ ok: true as const });
      },
    );
}
