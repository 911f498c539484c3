import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, which every authenticator app reads from the URI or assumes. */
const PERIOD_S = 30;
const DIGITS = 6;
/** A code of the step before or after now is accepted too: clocks drift and people are slow. */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Flo',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as apps ask for it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The `otpauth://totp/…` URI an authenticator app reads (from a QR code or pasted), labelled
 * with the login's address so the owner can tell their accounts apart.
 *
 * @example
 * totpUri('JBSWY3DPEHPK3PXP', 'ops@flo.example') // 'otpauth://totp/Flo:ops%40flo.example?issuer=Flo&secret=…'
 */
export function totpUri(secret: string, accountEmail: string): string {
  return totpOf(secret, accountEmail).toString();
}

/**
 * The time step of the code if it is right for `secret` at `now` (within one step either way),
 * else null. The caller refuses a step already used, so a code works once.
 */
export function matchingTotpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token, timestamp, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_S, timestamp }) + delta;
}
