import { CAMPAIGN_MERGE_FIELDS, type CampaignMergeField } from '@flo/contract';
import type { MailContent } from '../../mail/templates.ts';

/** The unsubscribe page a campaign mail links to, with the recipient's own token. */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe/${token}`;

/** Each merge field's value for one recipient. */
export type MergeValues = Record<CampaignMergeField, string>;

/** What one specialist's merge fields read, from its listing. */
export function mergeValuesOf(
  specialist: { name: string; slug: string; city: string },
  publicUrl: string,
): MergeValues {
  return {
    '[Business name]': specialist.name,
    '[City]': specialist.city,
    '[Profile link]': `${publicUrl}/specialist/${specialist.slug}`,
    '[Dashboard link]': `${publicUrl}/dashboard`,
  };
}

/** The fields as they were typed: what a preview without a recipient shows. */
export const UNFILLED_MERGE_VALUES = Object.fromEntries(
  CAMPAIGN_MERGE_FIELDS.map(({ field }) => [field, field]),
) as MergeValues;

const MERGE_FIELD = new RegExp(
  CAMPAIGN_MERGE_FIELDS.map(({ field }) => field.replace(/[[\]]/g, '\\$&')).join('|'),
  'g',
);

/** `text` with every offered merge field replaced in one pass; other brackets stay as typed. */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(MERGE_FIELD, (field) => values[field as CampaignMergeField]);
}

const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * A campaign mail to one specialist, its merge fields filled with the recipient's values: plain
 * text only, so nothing an admin writes or a listing is named becomes markup; the subject is
 * flattened to one line after filling, so no value can add a header.
 *
 * @example
 * campaignMail({ subject: 'Spring offer', body: 'Hello…' }, mergeValuesOf(listing, url), 'https://flo.example/unsubscribe/…');
 */
export function campaignMail(
  campaign: { subject: string; body: string },
  values: MergeValues,
  unsubscribeUrl: string,
): MailContent {
  const name = values['[Business name]'];
  return {
    subject: oneLine(fillMergeFields(campaign.subject, values)),
    text: [
      `Hello ${name},`,
      '',
      fillMergeFields(campaign.body, values),
      '',
      '--',
      `You receive this because ${name} is listed on Flo.`,
      `To stop these e-mails, follow this link: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}
