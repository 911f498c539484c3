import { quoteAcceptSchema, quoteSchema, quoteTokenQuerySchema } from '@flo/contract';
import { Hono } from 'hono';
import { hashToken, sameTokenHash } from '../auth/tokens.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { describeOperation } from '../openapi/describe.ts';
import { acceptQuote } from './accept-quote.ts';
import { quoteView, type StoredQuote } from './quote-view.ts';
import { findQuote } from './repository.ts';

const QUOTE_ID = /^quo_[A-Za-z0-9_-]{16}$/;

/**
 * The quote behind an id and token. A malformed id, an unknown id and a wrong token all answer
 * the same 404, so nobody can learn which quote ids exist.
 */
function* quoteFor(on: EngineScope, quoteId: string, token: unknown): Steps<StoredQuote> {
  const parsed = quoteTokenQuerySchema.safeParse({ token });
  const row = QUOTE_ID.test(quoteId) && parsed.success ? yield* findQuote(on, quoteId) : undefined;
  if (
    !row ||
    !parsed.success ||
    !sameTokenHash(row.quote.acceptTokenHash, hashToken(parsed.data.token))
  ) {
    throw notFound('Quote');
  }
  return row;
}

/** Accepts the quote behind an id and token, with the specialist's mail, in one unit of work. */
function* acceptQuoteWithToken(
  on: EngineScope,
  quoteId: string,
  token: unknown,
  at: Date,
): Steps<StoredQuote> {
  return yield* acceptQuote(on, yield* quoteFor(on, quoteId, token), at);
}

/**
 * `GET /api/quotes/{quoteId}?token=` (the quote, only with the token from its link) and
 * `POST /api/quotes/{quoteId}/accept` `{ token }` (accepts once and mails the specialist; 409
 * when already accepted, declined or expired, or the customer closed the enquiry).
 *
 * @example
 * app.route('/', quoteRoutes(deps));
 * await app.request(`/api/quotes/${id}/accept`, jsonBody({ token }));
 */
export function quoteRoutes(deps: AppDeps) {
  const { engine } = deps;
  const now = clockOf(deps);
  return new Hono()
    .get(
      '/api/quotes/:quoteId',
      describeOperation({
        operationId: 'getQuote',
        summary: 'A quote, only with the token of its link (query token); 404 otherwise',
        tag: 'Enquiries',
        response: quoteSchema,
      }),
      async (c) => {
        const row = await engine.run(quoteFor, c.req.param('quoteId'), c.req.query('token'));
        return c.json(quoteView(row, now()));
      },
    )
    .post(
      '/api/quotes/:quoteId/accept',
      describeOperation({
        operationId: 'acceptQuote',
        summary: 'Accept a quote once with the token of its link; 409 when no longer pending',
        tag: 'Enquiries',
        body: quoteAcceptSchema,
        response: quoteSchema,
      }),
      async (c) => {
        const body = quoteAcceptSchema.safeParse(await c.req.json().catch(() => undefined));
        const at = now();
        const token = body.success ? body.data.token : undefined;
        const accepted = await engine.commit(
          acceptQuoteWithToken,
          c.req.param('quoteId'),
          token,
          at,
        );
        return c.json(quoteView(accepted, at));
      },
    );
}
