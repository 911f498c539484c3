import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { afterResponse, databaseClosed } from '../http/after-response.ts';
import { queueMails } from '../mail/outbox.ts';
import { businessSetupLinkMail } from '../mail/templates.ts';
import { type BusinessCredentials, findBusinessCredentials } from './repository.ts';
import { newSetupToken, SETUP_TOKEN_LIFETIME_MS } from './setup-tokens.ts';

/** The mail kind in the outbox, so operators can tell these mails apart. */
export const SETUP_LINK_MAIL_KIND = 'business_setup_link';

/** A link asked for again within this long after the last one sends nothing new. */
export const SETUP_LINK_RESEND_AFTER_MS = 15 * 60_000;

/** The answer to every well-formed request, known address or not. */
export const SETUP_LINK_ACCEPTED_MESSAGE =
  'If that address belongs to a registered business, a link to set its password is on its way. It works once and expires after 3 days.';

/** The page of the site that reads the token from the link and sets the password. */
export function setupLinkUrl(publicUrl: string, token: string, email: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/login?setup=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** Whether the business's current, unused setup token was issued within the resend window. */
function linkSentRecently(found: BusinessCredentials, now: Date): boolean {
  const { setupTokenHash, setupTokenExpiresAt } = found;
  if (!setupTokenHash || !setupTokenExpiresAt) return false;
  const issuedAt = setupTokenExpiresAt.getTime() - SETUP_TOKEN_LIFETIME_MS;
  return now.getTime() - issuedAt < SETUP_LINK_RESEND_AFTER_MS;
}

/** Issues a new token (replacing any earlier one) and queues its mail, in one unit of work. */
function* mailSetupLink(
  on: EngineScope,
  { business }: BusinessCredentials,
  publicUrl: string,
  now: Date,
): Steps<void> {
  const token = yield* newSetupToken(on, business.id, now);
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS);
  const link = setupLinkUrl(publicUrl, token, business.email);
  const mail = businessSetupLinkMail(business.name, link, expiresAt, publicUrl);
  yield* queueMails(on, [{ ...mail, to: business.email, kind: SETUP_LINK_MAIL_KIND }], now);
}

/**
 * For a known business: issues a new one-time setup token (replacing any earlier one) and
 * queues the e-mail holding the link, in one transaction, so a token is never stored without
 * its mail nor a mail queued with a token that was rolled back. An unknown address does
 * nothing. For operators, who may resend at any time; the public form uses `requestSetupLink`.
 *
 * @example
 * await sendSetupLink(deps, 'owner@oakfloors.test', new Date());
 */
export async function sendSetupLink(deps: AppDeps, email: string, now: Date): Promise<void> {
  const found = await deps.engine.run(findBusinessCredentials, email);
  if (found) await deps.engine.commit(mailSetupLink, found, deps.config.publicUrl, now);
}

/**
 * The public form's request: the lookup and the mail happen after the response, so the handler
 * does the same work for every address, known or not, and neither the answer nor its timing
 * tells them apart. A business whose unused link is younger than `SETUP_LINK_RESEND_AFTER_MS`
 * gets nothing new, however often the form is sent.
 *
 * @example
 * requestSetupLink(deps, 'owner@oakfloors.test', new Date());
 * return c.json({ success: true, message: SETUP_LINK_ACCEPTED_MESSAGE }, 202);
 */
export function requestSetupLink(deps: AppDeps, email: string, now: Date): void {
  afterResponse(deps).run(async () => {
    if (databaseClosed(deps)) return;
    const found = await deps.engine.run(findBusinessCredentials, email);
    if (found && !linkSentRecently(found, now)) {
      await deps.engine.commit(mailSetupLink, found, deps.config.publicUrl, now);
    }
  });
}
