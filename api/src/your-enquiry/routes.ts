import {
  leadReferenceParams,
  type YourEnquiry,
  yourEnquirySchema,
  yourEnquiryTokenSchema,
} from '@flo/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hashToken, sameTokenHash } from '../auth/tokens.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { describeOperation } from '../openapi/describe.ts';
import { acceptQuote } from '../quotes/accept-quote.ts';
import { findQuote } from '../quotes/repository.ts';
import {
  closeEnquiry,
  findVisitorEnquiry,
  quoteOfEnquiry,
  type VisitorEnquiry,
} from './repository.ts';
import { yourEnquiryView } from './view.ts';

/**
 * The enquiry behind a reference and the token of its private link. A malformed or unknown
 * reference, a missing or wrong token, and an enquiry sent without an e-mail (no link) all
 * answer the same 404, so nobody learns which references exist.
 */
function* enquiryFor(on: EngineScope, reference: string, token: unknown): Steps<VisitorEnquiry> {
  const ref = leadReferenceParams.safeParse({ reference });
  const parsed = yourEnquiryTokenSchema.safeParse({ token });
  const enquiry =
    ref.success && parsed.success ? yield* findVisitorEnquiry(on, reference) : undefined;
  if (
    !enquiry?.visitorTokenHash ||
    !parsed.success ||
    !sameTokenHash(enquiry.visitorTokenHash, hashToken(parsed.data.token))
  ) {
    throw notFound('Enquiry');
  }
  return enquiry;
}

/** The visitor's page of the enquiry behind a reference and its link's token. */
function* readYourEnquiry(
  on: EngineScope,
  reference: string,
  token: unknown,
  now: Date,
): Steps<YourEnquiry> {
  const enquiry = yield* enquiryFor(on, reference, token);
  return yield* yourEnquiryView(on, enquiry, now);
}

/** Closes the enquiry behind a reference and its link's token, and answers its page. */
function* closeYourEnquiry(
  on: EngineScope,
  reference: string,
  token: unknown,
  at: Date,
): Steps<YourEnquiry> {
  const enquiry = yield* enquiryFor(on, reference, token);
  yield* closeEnquiry(on, enquiry.id, at);
  const closed = (yield* findVisitorEnquiry(on, enquiry.reference)) ?? enquiry;
  return yield* yourEnquiryView(on, closed, at);
}

/** Accepts one of the enquiry's own quotes, with the specialist's mail, and answers its page. */
function* acceptYourQuote(
  on: EngineScope,
  reference: string,
  token: unknown,
  quoteId: string,
  at: Date,
): Steps<YourEnquiry> {
  const enquiry = yield* enquiryFor(on, reference, token);
  const own = yield* quoteOfEnquiry(on, enquiry.id, quoteId);
  const row = own ? yield* findQuote(on, own.publicId) : undefined;
  if (!row) throw notFound('Quote');
  yield* acceptQuote(on, row, at);
  return yield* yourEnquiryView(on, enquiry, at);
}

/** The token of a POST body; a malformed body reads as no token, hence the same 404. */
async function bodyToken(c: Context): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null
    ? (body as { token?: unknown }).token
    : undefined;
}

/**
 * The visitor's own enquiry, with no account: only the token of the link in their confirmation
 * mail opens it. `GET /api/your-enquiry/{reference}?token=` (the firms it went to, their
 * replies and quotes), `POST …/quotes/{quoteId}/accept` `{ token }` (accepts one of its quotes,
 * as the quote's own link does) and `POST …/close` `{ token }` (closes it: the firms see it
 * closed and can no longer reply or quote; closing twice is fine).
 *
 * @example
 * app.route('/', yourEnquiryRoutes(deps));
 * await app.request(`/api/your-enquiry/${reference}/close`, jsonBody({ token }));
 */
export function yourEnquiryRoutes(deps: AppDeps) {
  const { engine } = deps;
  const now = clockOf(deps);
  const limit = perIpLimit(deps, 'your-enquiry');
  return new Hono()
    .get(
      '/api/your-enquiry/:reference',
      describeOperation({
        operationId: 'getYourEnquiry',
        summary:
          'The visitor’s enquiry with the firms it went to, their replies and quotes; only with the token of its private link (query token), 404 otherwise',
        tag: 'Enquiries',
        response: yourEnquirySchema,
      }),
      limit,
      async (c) => {
        const { reference } = c.req.param();
        const view = await engine.run(readYourEnquiry, reference, c.req.query('token'), now());
        return c.json<YourEnquiry>(view);
      },
    )
    .post(
      '/api/your-enquiry/:reference/quotes/:quoteId/accept',
      describeOperation({
        operationId: 'acceptYourEnquiryQuote',
        summary:
          'Accept one of the enquiry’s quotes with the token of its private link; 409 when no longer pending or the enquiry is closed',
        tag: 'Enquiries',
        body: yourEnquiryTokenSchema,
        response: yourEnquirySchema,
      }),
      limit,
      async (c) => {
        const token = await bodyToken(c);
        const at = now();
        const { reference, quoteId } = c.req.param();
        const view = await engine.commit(acceptYourQuote, reference, token, quoteId, at);
        return c.json<YourEnquiry>(view);
      },
    )
    .post(
      '/api/your-enquiry/:reference/close',
      describeOperation({
        operationId: 'closeYourEnquiry',
        summary:
          'Close the enquiry with the token of its private link: the firms see it closed and can no longer reply or quote',
        tag: 'Enquiries',
        body: yourEnquiryTokenSchema,
        response: yourEnquirySchema,
      }),
      limit,
      async (c) => {
        const token = await bodyToken(c);
        const at = now();
        const view = await engine.commit(closeYourEnquiry, c.req.param('reference'), token, at);
        return c.json<YourEnquiry>(view);
      },
    );
}
