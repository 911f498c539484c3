import type { MailContent } from '../../mail/templates.ts';

/** The unsubscribe page a campaign mail links to, with the recipient's own token. */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe/${token}`;

/**
 * A campaign mail to one specialist: plain text only, so nothing an admin writes becomes
 * markup; the subject is flattened to one line so it cannot add a header.
 *
 * @example
 * campaignMail({ subject: 'Spring offer', body: 'Hello…' }, 'Oak Floors', 'https://flo.example/unsubscribe/…');
 */
export function campaignMail(
  campaign: { subject: string; body: string },
  specialistName: string,
  unsubscribeUrl: string,
): MailContent {
  return {
    subject: campaign.subject.replace(/\p{Cc}+/gu, ' ').trim(),
    text: [
      `Hello ${specialistName},`,
      '',
      campaign.body,
      '',
      '--',
      `You receive this because ${specialistName} is listed on Flo.`,
      `To stop these e-mails, follow this link: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}
