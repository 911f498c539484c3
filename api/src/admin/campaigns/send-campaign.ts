import { CAMPAIGN_RECIPIENT_LIMIT } from '@flo/contract';
import { type AuditActor, recordAudit } from '../../audit/record.ts';
import { hashToken, newRawToken } from '../../auth/tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { audienceMembers } from './audience.ts';
import { campaignMail, mergeValuesOf, unsubscribeLink } from './campaign-mail.ts';
import { findCampaign, insertRecipientMail, markSent } from './repository.ts';

const audienceError = (message: string) =>
  new HttpError(400, 'validation_failed', message, { audience: [message] });

/**
 * Sends a draft campaign through the outbox in one transaction: one plain-text mail per
 * address in its audience (unsubscribed addresses are left out), its merge fields filled with
 * that specialist's values, each with a personal
 * unsubscribe link whose token is stored only as a hash. A campaign already sent is a 409;
 * an audience of nobody, or of more than the limit, is a 400 and nothing is queued.
 *
 * @example
 * sendCampaign(deps, 7, new Date(), adminActor(admin)); // answers how many mails were queued
 */
export function sendCampaign(
  deps: AppDeps,
  campaignId: number,
  now: Date,
  actor: AuditActor,
): number {
  return deps.db.transaction((tx) => {
    const campaign = findCampaign(tx, campaignId);
    if (!campaign) throw notFound('Campaign');
    if (!markSent(tx, campaignId, now)) {
      throw new HttpError(409, 'already_sent', 'This campaign has been sent already');
    }
    const members = audienceMembers(tx, campaign.audience);
    if (members.length === 0) throw audienceError('No specialist is in this audience');
    if (members.length > CAMPAIGN_RECIPIENT_LIMIT) {
      throw audienceError(`More than ${CAMPAIGN_RECIPIENT_LIMIT} addresses; narrow the audience`);
    }
    for (const member of members) {
      const token = newRawToken();
      const { publicUrl } = deps.config;
      const mail = campaignMail(
        campaign,
        mergeValuesOf(member, publicUrl),
        unsubscribeLink(publicUrl, token),
      );
      insertRecipientMail(
        tx,
        {
          campaignId,
          specialistId: member.id,
          email: member.email,
          tokenHash: hashToken(token),
        },
        mail,
        now,
      );
    }
    recordAudit(tx, actor, now, {
      entityKind: 'campaign',
      entityId: campaignId,
      action: 'campaign.send',
      before: { sent: false },
      after: { sent: true, recipients: members.length },
    });
    return members.length;
  });
}
