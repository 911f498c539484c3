import { eq } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';
import { queueMails } from '../mail/outbox.ts';

/** One line without control characters, so a listing's name cannot add a mail header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** Where a specialist's leads and messages are mailed: its listing's e-mail address. */
export function* leadAddressOf(on: EngineScope, specialistId: number): Steps<string> {
  const { specialists } = on.tables;
  const found = yield* row(
    on.db
      .select({ email: specialists.email })
      .from(specialists)
      .where(eq(specialists.id, specialistId)),
  );
  if (!found) throw new Error(`Specialist ${specialistId} is missing`);
  return found.email;
}

/** Points a listing's leads at `email`, as a step of the change's unit of work. */
export function* pointLeadsAt(on: EngineScope, specialistId: number, email: string): Steps<void> {
  const { specialists } = on.tables;
  yield* changes(on.db.update(specialists).set({ email }).where(eq(specialists.id, specialistId)));
}

/**
 * Queues the notice a business's old lead address receives when its leads move elsewhere, as a
 * step of the change's unit of work: a change applies at once, and whoever read leads at the
 * old address learns of it, so a change nobody at the business meant is noticed. Nothing is
 * sent when the address is the same but for letter case.
 *
 * @example
 * yield* leadAddressChangeNotice(on, { name: 'Brookby Floors', from: 'old@x.test', to: 'new@x.test', publicUrl }, now);
 */
export function* leadAddressChangeNotice(
  on: EngineScope,
  change: { name: string; from: string; to: string; publicUrl: string },
  now: Date,
): Steps<void> {
  if (change.from.toLowerCase() === change.to.toLowerCase()) return;
  const name = oneLine(change.name);
  yield* queueMails(
    on,
    [
      {
        to: change.from,
        kind: 'lead_address_changed',
        subject: `Leads for ${name} now go to another address`,
        text: [
          'Hello,',
          '',
          `From now on, Flo sends the leads and messages for ${name} to ${change.to}, not to this address.`,
          '',
          `If nobody at ${name} asked for this, sign in at ${change.publicUrl}/login to change it back, or write to us through ${change.publicUrl}/contact.`,
          '',
          'Flo',
        ].join('\n'),
      },
    ],
    now,
  );
}
