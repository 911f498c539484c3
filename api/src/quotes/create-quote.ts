import { randomBytes } from 'node:crypto';
import { hashToken, newRawToken } from '../auth/tokens.ts';
import type { DbExecutor } from '../db/client.ts';
import { type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import { insertQuote } from './repository.ts';

/**
 * The site path of a quote's acceptance link, the route /quote/accept/{quoteId}/{token} of
 * docs/product/routes.md#public-routes.
 *
 * @example
 * `${config.publicUrl}${quoteAcceptPath(id, token)}`
 */
export function quoteAcceptPath(quoteId: string, rawToken: string): string {
  return `/quote/accept/${quoteId}/${encodeURIComponent(rawToken)}`;
}

export interface QuoteDraft {
  enquiryId: number;
  specialistId: number;
  description: string;
  items: { description: string; amountPence: number }[];
  validUntil: Date;
}

/**
 * Stores a specialist's quote for an enquiry, as a step of a unit of work (ADR 050); the total
 * is the sum of its line items. Answers the public id and the raw acceptance token for the link
 * `/quote/accept/{id}/{token}`; only the token's SHA-256 is stored. `rawToken` lets tests and
 * fixtures choose a known token.
 *
 * @example
 * const { id, token } = yield* storeQuote(on, { enquiryId, specialistId, description, items, validUntil }, now);
 */
export function* storeQuote(
  on: EngineScope,
  draft: QuoteDraft,
  now: Date,
  options: { rawToken?: string } = {},
): Steps<{ id: string; token: string }> {
  if (
    draft.items.length === 0 ||
    draft.items.some((i) => !Number.isInteger(i.amountPence) || i.amountPence <= 0)
  ) {
    throw new Error('A quote needs at least one line item, each a positive whole number of pence');
  }
  const id = `quo_${randomBytes(12).toString('base64url')}`;
  const token = options.rawToken ?? newRawToken();
  yield* insertQuote(on, {
    publicId: id,
    enquiryId: draft.enquiryId,
    specialistId: draft.specialistId,
    amountPence: draft.items.reduce((sum, item) => sum + item.amountPence, 0),
    description: draft.description,
    lineItems: draft.items,
    validUntil: draft.validUntil,
    acceptTokenHash: hashToken(token),
    createdAt: now,
  });
  return { id, token };
}

/**
 * `storeQuote` at once on SQLite, for seeds and test fixtures, which are synchronous.
 *
 * @example
 * const { id, token } = createQuote(db, { enquiryId, specialistId, description, items, validUntil }, now);
 */
export function createQuote(
  db: DbExecutor,
  draft: QuoteDraft,
  now: Date,
  options: { rawToken?: string } = {},
): { id: string; token: string } {
  return runOnSqliteNow(db, storeQuote, draft, now, options);
}
