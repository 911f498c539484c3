/**
 * The e-mail typo rule, without zod ('@flo/contract/email'): a likely misspelt domain of a
 * common provider ('gmial.com') and the address it probably meant. The domain list and the
 * comparison are the maintained email-misspelled package's, not a list kept here. The API
 * answers it to the chat (`POST /api/email-suggestions`), so the widget does not bundle it.
 */
import emailMisspelled, { top100 } from 'email-misspelled';

const misspelt = emailMisspelled({ domains: top100 });

/**
 * The address the visitor probably meant, or null when the domain is a known one, unlike any
 * of them, or the text is no address.
 *
 * @example
 * suggestEmail('joe@gmial.com') // 'joe@gmail.com'
 * suggestEmail('joe@gmail.com') // null
 */
export function suggestEmail(email: string): string | null {
  const [closest] = misspelt(email.trim());
  return closest?.corrected ?? null;
}
