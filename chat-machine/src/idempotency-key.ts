/**
 * A random idempotency key. `crypto.randomUUID` exists only in secure contexts (https), and the
 * widget may be embedded on a plain-http page, so 16 bytes from `getRandomValues` (available
 * everywhere) stand in for it there.
 *
 * @example
 * randomId() // 'b1f6c3e0-…' or 32 hex digits
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
