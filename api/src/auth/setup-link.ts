import type { AppDeps } from '../deps.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { businessSetupLinkMail } from '../mail/templates.ts';
import { findBusinessCredentials } from './repository.ts';
import { issueSetupToken, SETUP_TOKEN_LIFETIME_MS } from './setup-tokens.ts';

/** The mail kind in the outbox, so operators can tell these mails apart. */
export const SETUP_LINK_MAIL_KIND = 'business_setup_link';

/** The answer to every well-formed request, known address or not. */
export const SETUP_LINK_ACCEPTED_MESSAGE =
  'If that address belongs to a registered business, a link to set its password is on its way. It works once and expires after 3 days.';

/** The page of the site that reads the token from the link and sets the password. */
export function setupLinkUrl(publicUrl: string, token: string, email: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/login?setup=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/**
 * For a known business: issues a new one-time setup token (replacing any earlier one) and
 * queues the e-mail holding the link, in one transaction, so a token is never stored without
 * its mail nor a mail queued with a token that was rolled back. An unknown address does
 * nothing; the caller answers the same either way.
 *
 * @example
 * sendSetupLink(deps, 'owner@oakfloors.test', new Date());
 */
export function sendSetupLink(deps: AppDeps, email: string, now: Date): void {
  const found = findBusinessCredentials(deps.db, email);
  if (!found) return;
  const { business } = found;
  const { publicUrl } = deps.config;
  deps.db.transaction((tx) => {
    const token = issueSetupToken(tx, business.id, now);
    const expiresAt = new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS);
    const link = setupLinkUrl(publicUrl, token, business.email);
    const mail = businessSetupLinkMail(business.name, link, expiresAt, publicUrl);
    enqueueMail(tx, { ...mail, to: business.email, kind: SETUP_LINK_MAIL_KIND }, now);
  });
}
