/**
 * The checks an operator records on a listing (ADR 028) and how every screen words them, free of
 * zod so the site's pages can import them. A check is what Flo saw, on a day: never a promise
 * about today.
 */

import { formatDay } from './format.ts';

export const CHECK_KINDS = ['insurance', 'company', 'trade_body'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * The UK flooring trade bodies an operator can record a membership of, by key. A fixed list, so
 * the profile names each the same way; add a body here (key, name) and nothing else changes.
 */
export const TRADE_BODIES = {
  fita: 'The Flooring Industry Training Association (FITA)',
  cfa: 'Contract Flooring Association (CFA)',
  nicf: 'National Institute of Carpet and Floorlayers (NICF)',
  trustmark: 'TrustMark',
} as const;
export type TradeBodyKey = keyof typeof TRADE_BODIES;
export const TRADE_BODY_KEYS = Object.keys(TRADE_BODIES) as [TradeBodyKey, ...TradeBodyKey[]];

/** Companies House numbers: 8 digits, 2 letters and 6 digits (SC, NI, OC…), or R and 7 digits. */
const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6}|R\d{7})$/;

/**
 * A company number as Companies House writes it: upper case, spaces dropped, and an all-digit
 * number padded to 8 digits (people leave off the leading zeros); null when it cannot be one.
 *
 * @example
 * normaliseCompanyNumber('sc 123456') // 'SC123456'
 * normaliseCompanyNumber('1234567') // '01234567'
 */
export function normaliseCompanyNumber(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const padded = /^\d{1,8}$/.test(compact) ? compact.padStart(8, '0') : compact;
  return COMPANY_NUMBER.test(padded) ? padded : null;
}

/**
 * The company's page on the public register.
 *
 * @example
 * companiesHouseUrl('01234567')
 * // 'https://find-and-update.company-information.service.gov.uk/company/01234567'
 */
export function companiesHouseUrl(companyNumber: string): string {
  return `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(companyNumber)}`;
}

/** A check as the wire carries it; `detail` is the insurer note, company number or body key. */
export interface CheckFacts {
  kind: CheckKind;
  detail: string;
  /** `YYYY-MM-DD`. */
  seenOn: string;
  expiresOn: string | null;
}

/** The trade body's name, or the stored key itself for a body no longer on the list. */
export function tradeBodyName(key: string): string {
  return TRADE_BODIES[key as TradeBodyKey] ?? key;
}

/**
 * What a check says, in one line: what Flo saw and when.
 *
 * @example
 * checkHeadline({ kind: 'insurance', detail: 'Public liability £2m, Aviva', seenOn: '2026-11-03', expiresOn: null })
 * // 'Insurance seen by Flo on 3 Nov 2026'
 */
export function checkHeadline(check: CheckFacts): string {
  const seen = `seen by Flo on ${formatDay(check.seenOn)}`;
  switch (check.kind) {
    case 'insurance':
      return `Insurance ${seen}`;
    case 'company':
      return `Company registration ${seen}`;
    case 'trade_body':
      return `Membership of ${tradeBodyName(check.detail)} ${seen}`;
  }
}

/**
 * The detail beside the headline: the cover and insurer, or until when the membership runs;
 * null when there is nothing more to say (a company check shows its number as a link).
 *
 * @example
 * checkDetail({ kind: 'insurance', detail: 'Public liability £2m, Aviva', seenOn: '2026-11-03', expiresOn: '2027-11-02' })
 * // 'Public liability £2m, Aviva; valid until 2 Nov 2027'
 */
export function checkDetail(check: CheckFacts): string | null {
  const until = check.expiresOn ? `valid until ${formatDay(check.expiresOn)}` : null;
  if (check.kind === 'insurance') return until ? `${check.detail}; ${until}` : check.detail;
  if (check.kind === 'trade_body' && until) return `Membership ${until}`;
  return null;
}
