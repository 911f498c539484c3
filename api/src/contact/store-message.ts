import type { ContactMessage } from '@flo/contract';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppConfig } from '../deps.ts';
import { queueMails } from '../mail/outbox.ts';
import { operatorsEmailOf } from '../settings/operator-settings.ts';
import { insertContactMessage } from './repository.ts';

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 120);

function operatorsMail(message: ContactMessage & { subject: string }, id: number) {
  return {
    subject: `Contact form: ${oneLine(message.subject)}`,
    text: [
      `A message arrived through the contact page (reference ${id}).`,
      '',
      `From: ${oneLine(message.name)} <${message.email}>`,
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      'Reply to the sender directly; they have not been sent a copy.',
    ].join('\n'),
  };
}

/**
 * Stores a message from the contact page and queues its mail to the operators, in one unit of
 * work (run it with `engine.commit`); answers the message's id, its reference in the mail.
 *
 * @example
 * const id = await engine.commit(storeContactMessage, { ...body, subject }, deps.config, new Date());
 */
export function* storeContactMessage(
  on: EngineScope,
  message: ContactMessage & { subject: string },
  config: Pick<AppConfig, 'operatorEmail'>,
  now: Date,
): Steps<number> {
  const id = yield* insertContactMessage(on, { ...message, createdAt: now });
  const to = yield* operatorsEmailOf(on, config);
  yield* queueMails(on, [{ ...operatorsMail(message, id), to, kind: 'contact_message' }], now);
  return id;
}
