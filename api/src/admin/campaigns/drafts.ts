import type { AdminCampaign, CampaignDraft } from '@flo/contract';
import { type AuditActor, auditEntry, audited } from '../../audit/record.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { notFound } from '../../http/errors.ts';
import { deliveryCounts, findCampaign, insertCampaign, updateDraft } from './repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** One campaign as the console shows it, with its delivery counts. */
export function* campaignOf(on: EngineScope, id: number): Steps<AdminCampaign> {
  const c = yield* findCampaign(on, id);
  if (!c) throw notFound('Campaign');
  const delivery = yield* deliveryCounts(on, id);
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

/** A campaign's words and audience, as the audit log compares them. */
function* draftFields(on: EngineScope, id: number) {
  const found = yield* findCampaign(on, id);
  return found && { subject: found.subject, body: found.body, audience: found.audience };
}

/** Stores a new draft with its audit entry. */
export function* createDraft(
  on: EngineScope,
  draft: CampaignDraft,
  adminId: number,
  actor: AuditActor,
  at: Date,
): Steps<number> {
  const created = yield* insertCampaign(on, draft, adminId, at);
  yield* auditEntry(on, actor, at, {
    entityKind: 'campaign',
    entityId: created,
    action: 'campaign.create',
    after: yield* draftFields(on, created),
  });
  return created;
}

/** Rewrites a draft with its audit entry; false when it was sent meanwhile. */
export function* editDraft(
  on: EngineScope,
  id: number,
  draft: CampaignDraft,
  actor: AuditActor,
  at: Date,
) {
  return yield* audited(
    on,
    actor,
    at,
    {
      entityKind: 'campaign',
      entityId: id,
      action: 'campaign.update',
      read: (on) => draftFields(on, id),
    },
    (on) => updateDraft(on, id, draft),
  );
}
