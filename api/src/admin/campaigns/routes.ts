import {
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
import { adminActor } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { Engine } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { audienceCount, unknownCity } from './audience.ts';
import { campaignMail, UNFILLED_MERGE_VALUES, unsubscribeLink } from './campaign-mail.ts';
import { campaignOf, createDraft, editDraft } from './drafts.ts';
import {
  CAMPAIGN_RECIPIENTS_PAGE_SIZE,
  CAMPAIGNS_PAGE_SIZE,
  campaignsPage,
  findCampaign,
  recipientsPage,
} from './repository.ts';
import { sendCampaign } from './send-campaign.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A city the directory does not have is the admin's mistake, not an empty audience. */
async function checkAudience(engine: Engine, audience: CampaignAudience): Promise<void> {
  if (await engine.run(unknownCity, audience)) {
    throw new HttpError(400, 'validation_failed', 'No city has this slug', {
      'audience.citySlug': ['No city has this slug'],
    });
  }
}

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
  const { engine } = deps;
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
      async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await engine.run(campaignsPage, page);
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
      async (c) => {
        const draft = c.req.valid('json');
        await checkAudience(engine, draft.audience);
        const admin = c.var.admin;
        const id = await engine.commit(createDraft, draft, admin.id, adminActor(admin), now());
        return c.json(await engine.run(campaignOf, id), 201);
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
      async (c) => {
        const draft = c.req.valid('json');
        await checkAudience(engine, draft.audience);
        const link = unsubscribeLink(deps.config.publicUrl, '[personal link]');
        const mail = campaignMail(draft, UNFILLED_MERGE_VALUES, link);
        const recipients = await engine.run(audienceCount, draft.audience);
        return c.json<CampaignPreview>({ ...mail, recipients });
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
      async (c) => c.json(await engine.run(campaignOf, c.req.valid('param').id)),
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
      async (c) => {
        const { id } = c.req.valid('param');
        const draft = c.req.valid('json');
        if (!(await engine.run(findCampaign, id))) throw notFound('Campaign');
        await checkAudience(engine, draft.audience);
        if (!(await engine.commit(editDraft, id, draft, adminActor(c.var.admin), now()))) {
          throw new HttpError(409, 'already_sent', 'A sent campaign cannot be edited');
        }
        return c.json(await engine.run(campaignOf, id));
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
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = adminActor(c.var.admin);
        await engine.commit(sendCampaign, id, now(), actor, deps.config.publicUrl);
        return c.json(await engine.run(campaignOf, id));
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
      async (c) => {
        const { id } = c.req.valid('param');
        const { page } = c.req.valid('query');
        if (!(await engine.run(findCampaign, id))) throw notFound('Campaign');
        const { rows, total } = await engine.run(recipientsPage, id, page);
        return c.json<CampaignRecipientsPage>({
          items: rows,
          ...listTotals(page, CAMPAIGN_RECIPIENTS_PAGE_SIZE, total),
        });
      },
    );
}
