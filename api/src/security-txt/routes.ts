import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';

/**
 * How far ahead the file's `Expires` lies. RFC 9116 asks for less than a year; the date moves
 * with the clock because the contact comes from the running server's own configuration, so
 * it is as current as the server answering.
 */
export const SECURITY_TXT_VALID_MS = 180 * 24 * 60 * 60 * 1000;

/** The RFC 9116 fields, one per line, for the contact and the canonical address given. */
export function securityTxt(contact: string, publicUrl: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_MS);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/**
 * `GET /.well-known/security.txt` (RFC 9116): where to report a vulnerability, from
 * SECURITY_CONTACT (a `mailto:` or `https:` URI), else `mailto:` the operators' inbox.
 *
 * @example
 * app.route('/', securityTxtRoutes(deps));
 * await (await app.request('/.well-known/security.txt')).text(); // 'Contact: mailto:…'
 */
export function securityTxtRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  return new Hono().get('/.well-known/security.txt', (c) => {
    const { securityContact, operatorEmail, publicUrl } = deps.config;
    const contact = securityContact ?? `mailto:${operatorEmail}`;
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(securityTxt(contact, publicUrl, now()));
  });
}
