import { describe, expect, it } from 'vitest';
import {
  checkDetail,
  checkHeadline,
  companiesHouseUrl,
  normaliseCompanyNumber,
  tradeBodyName,
} from './checks.ts';
import { formatDay } from './format.ts';

describe('normaliseCompanyNumber', () => {
  it.each([
    ['01234567', '01234567'],
    ['1234567', '01234567'],
    ['sc 123456', 'SC123456'],
    ['OC301234', 'OC301234'],
    ['R0123456', 'R0123456'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normaliseCompanyNumber(typed)).toBe(stored);
  });

  it.each(['ABC12', '123456789', 'S1234567', 'SC12345', ''])('refuses %j', (typed) => {
    expect(normaliseCompanyNumber(typed)).toBeNull();
  });
});

describe('check wording', () => {
  it('says what Flo saw and on which day', () => {
    const insurance = {
      kind: 'insurance' as const,
      detail: 'Public liability £2m, Aviva',
      seenOn: '2026-11-03',
      expiresOn: '2027-11-02',
    };
    expect(checkHeadline(insurance)).toBe('Insurance seen by Flo on 3 Nov 2026');
    expect(checkDetail(insurance)).toBe('Public liability £2m, Aviva; valid until 2 Nov 2027');
    const body = {
      kind: 'trade_body' as const,
      detail: 'cfa',
      seenOn: '2026-01-31',
      expiresOn: null,
    };
    expect(checkHeadline(body)).toBe(
      'Membership of Contract Flooring Association (CFA) seen by Flo on 31 Jan 2026',
    );
    expect(checkDetail(body)).toBeNull();
  });

  it('links the register and names bodies that left the list by their key', () => {
    expect(companiesHouseUrl('SC123456')).toBe(
      'https://find-and-update.company-information.service.gov.uk/company/SC123456',
    );
    expect(tradeBodyName('retired-body')).toBe('retired-body');
  });

  it('writes a calendar day the same in every time zone', () => {
    expect(formatDay('2026-03-29')).toBe('29 Mar 2026');
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
  });
});
