import { z } from 'zod';

const singleAddress = z.email().max(254);

/**
 * The address a mail's answer should go to, or null when `address` is not exactly one plain
 * e-mail address. zod's address rule admits no spaces, commas, angle brackets or control
 * characters, so a stored value can never add a header or a second recipient.
 *
 * @example
 * replyToAddress('jo@example.test'); // 'jo@example.test'
 * replyToAddress('jo@example.test\r\nBcc: x@evil.test'); // null
 */
export function replyToAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const parsed = singleAddress.safeParse(address.trim());
  return parsed.success ? parsed.data : null;
}
