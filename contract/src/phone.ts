/**
 * The phone rules, without zod ('@flo/contract/phone'), for server code and site forms.
 * libphonenumber-js's metadata is about 29 KB gzipped, more than the widget's budget allows, so
 * the chat checks only the shape of a number (chat-machine/src/phone.ts) and the API this rule
 * (docs/decisions/024-international-phones-checked-by-the-api.md).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Ofcom's ranges reserved for TV and radio drama never ring anyone but are well-formed UK numbers,
// as libphonenumber says of its other drama ranges (0161 496 0000 to 0999); the demo data uses them.
const DRAMA_NATIONAL_NUMBER = /^(?:7700900\d{3}|1632960\d{3})$/;

/** A number without a country code is read as a UK one: Flo is a UK directory. */
const DEFAULT_COUNTRY = 'GB';

function parsed(text: string) {
  const phone = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (!phone) return undefined;
  const drama =
    phone.countryCallingCode === '44' && DRAMA_NATIONAL_NUMBER.test(phone.nationalNumber);
  return phone.isValid() || drama ? phone : undefined;
}

/** True for a UK (+44) phone number as people write it: '0161 496 0000', '+44 7700 900123'. */
export function isUkPhoneNumber(text: string): boolean {
  return parsed(text)?.countryCallingCode === '44';
}

/**
 * A customer's phone number of any country in E.164, or null when it is not a valid number.
 * Numbers written without a country code are UK ones.
 *
 * @example
 * phoneInE164('0161 496 0000') // '+441614960000'
 * phoneInE164('+33 1 23 45 67 89') // '+33123456789'
 * phoneInE164('12345') // null
 */
export function phoneInE164(text: string): string | null {
  return parsed(text)?.number ?? null;
}
