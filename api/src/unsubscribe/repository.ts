import { eq } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';

/**
 * Records the address of the campaign mail whose unsubscribe token hashes to `tokenHash`
 * (lower-case, once: following the link again changes nothing); false for an unknown token.
 *
 * @example
 * const known = await engine.run(unsubscribeByToken, hashToken(token), new Date());
 */
export function* unsubscribeByToken(on: EngineScope, tokenHash: string, at: Date): Steps<boolean> {
  const { campaignRecipients, mailUnsubscribes } = on.tables;
  const found = yield* row(
    on.db
      .select({ email: campaignRecipients.email })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.unsubscribeTokenHash, tokenHash)),
  );
  if (!found) return false;
  yield* changes(
    on.db
      .insert(mailUnsubscribes)
      .values({ email: found.email.toLowerCase(), createdAt: at })
      .onConflictDoNothing({ target: mailUnsubscribes.email }),
  );
  return true;
}
