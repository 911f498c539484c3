import { CAMPAIGN_RECIPIENT_LIMIT } from '@flo/contract';
import { type AuditActor, auditEntry } from '../../audit/record.ts';
import { hashToken, newRawToken } from '../../auth/tokens.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { audienceMembers } from './audience.ts';
import { campaignMail, mergeValuesOf, unsubscribeLink } from './campaign-mail.ts';
import { findCampaign, insertRecipientMail, markSent } from './repository.ts';

const audienceError = (message: string) =>
  new HttpError(400, 'validation_failed', message, { audience: [message] });

/**
 * Sends a draft campaign through the outbox, as a unit of work to run with `engine.commit`:
 * one plain-text mail per address in its audience (unsubscribed addresses are left out), its
 * merge fields filled with that specialist's values, each with a personal unsubscribe link
 * whose token is stored only as a hash. A campaign already sent is a 409; an audience of
 * nobody, or of more than the limit, is a 400 and nothing is queued. Answers how many mails
 * were queued.
 *
 * @example
 * await deps.engine.commit(sendCampaign, 7, new Date(), adminActor(admin), deps.config.publicUrl);
 */
export function* sendCampaign(
  on: EngineScope,
  campaignId: number,
  now: Date,
  actor: AuditActor,
  publicUrl: string,
): Steps<number> {
  const campaign = yield* findCampaign(on, campaignId);
  if (!campaign) throw notFound('Campaign');
  if (!(yield* markSent(on, campaignId, now))) {
    throw new HttpError(409, 'already_sent', 'This campaign has been sent already');
  }
  const members = yield* audienceMembers(on, campaign.audience);
  if (members.length === 0) throw audienceError('No specialist is in this audience');
  if (members.length > CAMPAIGN_RECIPIENT_LIMIT) {
    throw audienceError(`More than ${CAMPAIGN_RECIPIENT_LIMIT} addresses; narrow the audience`);
  }
  for (const member of members) {
    const token = newRawToken();
    const mail = campaignMail(
      campaign,
      mergeValuesOf(member, publicUrl),
      unsubscribeLink(publicUrl, token),
    );
    const recipient = {
      campaignId,
      specialistId: member.id,
      email: member.email,
      tokenHash: hashToken(token),
    };
    yield* insertRecipientMail(on, recipient, mail, now);
  }
  yield* auditEntry(on, actor, now, {
    entityKind: 'campaign',
    entityId: campaignId,
    action: 'campaign.send',
    before: { sent: false },
    after: { sent: true, recipients: members.length },
  });
  return members.length;
}
