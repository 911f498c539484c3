import { isUkPhoneNumber, phoneInE164 } from '@flo/contract/phone';
import { describe, expect, it } from 'vitest';
import { isUkPhone, looksLikePhone } from './phone.ts';

/** Numbers as visitors type them, each accepted by the API's libphonenumber rule. */
const UK_NUMBERS = [
  '0161 496 0000',
  '01614960000',
  '020 7946 0000',
  '0113 496 0000',
  '07700 900123',
  '07700-900-123',
  '+44 7700 900123',
  '7700 900123',
  '+44 (0)7700 900123',
  '+44 (0) 161 496 0000',
  '0044 7700 900123',
  '(0161) 496 0000',
  '01632 960123',
  '+44 1632 960123',
  '0800 123 4567',
  '0345 123 4567',
];

/** Not UK phone numbers: foreign, too short or long, words, and ranges no UK number uses. */
const NOT_UK_NUMBERS = [
  '  x  ',
  'call me',
  '12345',
  '+1 202 555 0100',
  '+33 1 23 45 67 89',
  '0161 496 00',
  '07700 900123 4',
  '0000 000 0000',
  '0400 123 4567',
  '0600 123 4567',
];

describe('isUkPhone', () => {
  it.each(UK_NUMBERS)('accepts %s, as the API does', (number) => {
    expect(isUkPhone(number)).toBe(true);
    expect(isUkPhoneNumber(number)).toBe(true);
  });

  it.each(NOT_UK_NUMBERS)('refuses %s, as the API does', (number) => {
    expect(isUkPhone(number)).toBe(false);
    expect(isUkPhoneNumber(number)).toBe(false);
  });
});

/** Numbers from abroad with their country code, each valid for the API. */
const INTERNATIONAL_NUMBERS = [
  '+33 1 23 45 67 89',
  '+33 6 12 34 56 78',
  '+1 212 555 2368',
  '00353 1 234 5678',
  '+49 30 901820',
];

describe('looksLikePhone', () => {
  it.each([...UK_NUMBERS, ...INTERNATIONAL_NUMBERS])('accepts %s, as the API does', (number) => {
    expect(looksLikePhone(number)).toBe(true);
    expect(phoneInE164(number)).not.toBeNull();
  });

  it.each(['  x  ', 'call me', '12345', '0161 496 00', '+33 1 23', '+44 0 0'])(
    'refuses %s, as the API does',
    (number) => {
      expect(looksLikePhone(number)).toBe(false);
      expect(phoneInE164(number)).toBeNull();
    },
  );

  it('lets through a well-shaped number the API refuses, which the API then names', () => {
    expect(looksLikePhone('+999 1234 5678')).toBe(true);
    expect(phoneInE164('+999 1234 5678')).toBeNull();
  });
});
