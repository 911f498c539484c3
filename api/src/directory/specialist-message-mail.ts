import type { SpecialistMessage } from '@flo/contract';
import type { MailContent } from '../mail/templates.ts';

/** One line without control characters, at most `max` long, so nothing typed adds a header. */
function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The plain-text mail that carries a visitor's message to the specialist's lead address; the
 * outbox sets the visitor's address as Reply-To, so answering the mail answers them.
 *
 * @example
 * const { subject, text } = specialistMessageMail(message, 'Brookby Floors', 'https://flo.example');
 */
export function specialistMessageMail(
  message: SpecialistMessage,
  specialistName: string,
  publicUrl: string,
): MailContent {
  return {
    subject: oneLine(`Message from ${message.senderName} on Flo: ${message.subject}`),
    text: [
      `Hello ${oneLine(specialistName)},`,
      '',
      `${oneLine(message.senderName)} sent you a message from your profile on Flo.`,
      '',
      `Subject: ${oneLine(message.subject, 200)}`,
      `E-mail: ${message.senderEmail}`,
      ...(message.senderPhone ? [`Phone: ${oneLine(message.senderPhone)}`] : []),
      '',
      message.message,
      '',
      `Reply to this e-mail to answer ${oneLine(message.senderName)}. Your messages: ${publicUrl}/dashboard/messages`,
      '',
      'Flo',
    ].join('\n'),
  };
}
