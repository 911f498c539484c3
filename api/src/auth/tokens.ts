import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh bearer or setup token: 32 random bytes, base64url (43 characters). */
export function newRawToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function hashToken(rawToken: string): string {
  return createHash('sha256').update(rawToken).digest('hex');
}

/** Compares two token hashes without leaking, through timing, how much of them matched. */
export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
