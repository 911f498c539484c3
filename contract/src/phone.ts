/**
 * The UK phone rule of the chat enquiry, without zod ('@flo/contract/phone'), for server
 * code and site forms. libphonenumber-js's metadata is about 40 KB gzipped, more than the
 * script-tag widget's budget allows, so the widget should not bundle it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Ofcom's ranges reserved for TV and radio drama never ring anyone but are well-formed UK numbers,
// as libphonenumber says of its other drama ranges (0161 496 0xxx); the demo data uses them.
const DRAMA_NATIONAL_NUMBER = /^(?:7700900\d{3}|1632960\d{3})$/;

/** True for a UK (+44) phone number as people write it: '0161 496 0000', '+44 7700 900123'. */
export function isUkPhoneNumber(text: string): boolean {
  const phone = parsePhoneNumberFromString(text, 'GB');
  if (phone?.countryCallingCode !== '44') return false;
  return phone.isValid() || DRAMA_NATIONAL_NUMBER.test(phone.nationalNumber);
}
