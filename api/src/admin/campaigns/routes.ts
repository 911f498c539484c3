import {
  type AdminCampaign,
  type AdminCampaignsPage,
  adminCampaignSchema,
  adminCampaignsPageSchema,
  adminCampaignsQuerySchema,
  type CampaignAudience,
  type CampaignPreview,
  type CampaignRecipientsPage,
  campaignDraftSchema,
  campaignPreviewSchema,
  campaignRecipientsPageSchema,
  idParams,
  listTotals,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor, recordAudit, withAudit } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { audienceCount, unknownCity } from './audience.ts';
import { campaignMail, UNFILLED_MERGE_VALUES, unsubscribeLink } from './campaign-mail.ts';
import {
  CAMPAIGN_RECIPIENTS_PAGE_SIZE,
  CAMPAIGNS_PAGE_SIZE,
  campaignsPage,
  deliveryCounts,
  findCampaign,
  insertCampaign,
  recipientsPage,
  updateDraft,
} from './repository.ts';
import { sendCampaign } from './send-campaign.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function campaignOf(db: Db, id: number): AdminCampaign {
  const c = findCampaign(db, id);
  if (!c) throw notFound('Campaign');
  const delivery = deliveryCounts(db, id);
  return {
    id: c.id,
    subject: c.subject,
    body: c.body,
    audience: c.audience,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    sentAt: iso(c.sentAt),
    recipients: delivery.pending + delivery.sent + delivery.failed,
    delivery,
  };
}

/** A city the directory does not have is the admin's mistake, not an empty audience. */
function checkAudience(db: Db, audience: CampaignAudience): void {
  if (unknownCity(db, audience)) {
    throw new HttpError(400, 'validation_failed', 'No city has this slug', {
      'audience.citySlug': ['No city has this slug'],
    });
  }
}

/** A campaign's words and audience, as the audit log compares them. */
const draftFields = (row: ReturnType<typeof findCampaign>) =>
  row && { subject: row.subject, body: row.body, audience: row.audience };

/**
 * Admin › Email campaigns: `GET`/`POST /api/admin/email-campaigns` (newest first; a new
 * draft), `GET`/`PATCH …/{id}` (one campaign with its delivery counts; edit a draft),
 * `POST …/preview` (a draft rendered as a recipient reads it, and its audience's size),
 * `POST …/{id}/send` (through the outbox, once) and `GET …/{id}/recipients` (each address
 * with its mail's delivery status).
 *
 * @example
 * app.route('/', adminCampaignRoutes(deps));
 */
export function adminCampaignRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = clockOf(deps);
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/email-campaigns',
      describeOperation({
        operationId: 'listCampaigns',
        summary: 'Email campaigns, newest first',
        tag: 'Admin',
        auth: 'admin',
        response: adminCampaignsPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminCampaignsQuerySchema),
      (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = campaignsPage(db, page);
        const items = rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          sentAt: iso(r.sentAt),
        }));
        return c.json<AdminCampaignsPage>({
          items,
          ...listTotals(page, CAMPAIGNS_PAGE_SIZE, total),
        });
      },
    )
    .post(
      '/api/admin/email-campaigns',
      describeOperation({
        operationId: 'createCampaign',
        summary: 'A new draft campaign: subject, plain-text body and audience',
        tag: 'Admin',
        auth: 'admin',
        response: adminCampaignSchema,
        status: 201,
      }),
      requireAdmin(deps),
      validate('json', campaignDraftSchema),
      (c) => {
        const draft = c.req.valid('json');
        checkAudience(db, draft.audience);
        const id = db.transaction((tx) => {
          const created = insertCampaign(tx, draft, c.get('admin').id, now());
          recordAudit(tx, adminActor(c.var.admin), now(), {
            entityKind: 'campaign',
            entityId: created,
            action: 'campaign.create',
            after: draftFields(findCampaign(tx, created)),
          });
          return created;
        });
        return c.json(campaignOf(db, id), 201);
      },
    )
    .post(
      '/api/admin/email-campaigns/preview',
      describeOperation({
        operationId: 'previewCampaign',
        summary: 'A draft as a recipient reads it, and how many addresses its audience reaches',
        tag: 'Admin',
        auth: 'admin',
        response: campaignPreviewSchema,
      }),
      requireAdmin(deps),
      validate('json', campaignDraftSchema),
      (c) => {
        const draft = c.req.valid('json');
        checkAudience(db, draft.audience);
        const link = unsubscribeLink(deps.config.publicUrl, '[personal link]');
        const mail = campaignMail(draft, UNFILLED_MERGE_VALUES, link);
        return c.json<CampaignPreview>({ ...mail, recipients: audienceCount(db, draft.audience) });
      },
    )
    .get(
      '/api/admin/email-campaigns/:id',
      describeOperation({
        operationId: 'getCampaign',
        summary: 'One campaign with its delivery counts',
        tag: 'Admin',
        auth: 'admin',
        response: adminCampaignSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      (c) => c.json(campaignOf(db, c.req.valid('param').id)),
    )
    .patch(
      '/api/admin/email-campaigns/:id',
      describeOperation({
        operationId: 'updateCampaign',
        summary: 'Edit a draft (409 once sent)',
        tag: 'Admin',
        auth: 'admin',
        response: adminCampaignSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('json', campaignDraftSchema),
      (c) => {
        const { id } = c.req.valid('param');
        const draft = c.req.valid('json');
        if (!findCampaign(db, id)) throw notFound('Campaign');
        checkAudience(db, draft.audience);
        const change = {
          entityKind: 'campaign',
          entityId: id,
          action: 'campaign.update',
          read: (tx: DbExecutor) => draftFields(findCampaign(tx, id)),
        } as const;
        if (
          !withAudit(db, adminActor(c.var.admin), now(), change, (tx) => updateDraft(tx, id, draft))
        ) {
          throw new HttpError(409, 'already_sent', 'A sent campaign cannot be edited');
        }
        return c.json(campaignOf(db, id));
      },
    )
    .post(
      '/api/admin/email-campaigns/:id/send',
      describeOperation({
        operationId: 'sendCampaign',
        summary: 'Send a draft through the outbox, one mail per address (409 when sent already)',
        tag: 'Admin',
        auth: 'admin',
        response: adminCampaignSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      (c) => {
        const { id } = c.req.valid('param');
        sendCampaign(deps, id, now(), adminActor(c.var.admin));
        return c.json(campaignOf(db, id));
      },
    )
    .get(
      '/api/admin/email-campaigns/:id/recipients',
      describeOperation({
        operationId: 'listCampaignRecipients',
        summary: 'Each address a campaign went to, with its delivery status',
        tag: 'Admin',
        auth: 'admin',
        response: campaignRecipientsPageSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('query', adminCampaignsQuerySchema),
      (c) => {
        const { id } = c.req.valid('param');
        const { page } = c.req.valid('query');
        if (!findCampaign(db, id)) throw notFound('Campaign');
        const { rows, total } = recipientsPage(db, id, page);
        return c.json<CampaignRecipientsPage>({
          items: rows,
          ...listTotals(page, CAMPAIGN_RECIPIENTS_PAGE_SIZE, total),
        });
      },
    );
}
