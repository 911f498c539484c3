import { quoteAcceptSchema, quoteSchema, quoteTokenQuerySchema } from '@flo/contract';
import { formatPence } from '@flo/contract/rules';
import { Hono } from 'hono';
import { hashToken, sameTokenHash } from '../auth/tokens.ts';
import { clockOf } from '../clock.ts';
import type { DbExecutor } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { describeOperation } from '../openapi/describe.ts';
import { effectiveStatus, quoteView, type StoredQuote } from './quote-view.ts';
import { findQuote, markQuoteAccepted } from './repository.ts';

const QUOTE_ID = /^quo_[A-Za-z0-9_-]{16}$/;

const REFUSALS = {
  accepted: 'This quote has already been accepted',
  declined: 'This quote was declined and can no longer be accepted',
  expired: 'This quote has expired; ask the specialist for a new one',
} as const;

/**
 * The quote behind an id and token. A malformed id, an unknown id and a wrong token all answer
 * the same 404, so nobody can learn which quote ids exist.
 */
function quoteFor(db: DbExecutor, quoteId: string, token: unknown): StoredQuote {
  const parsed = quoteTokenQuerySchema.safeParse({ token });
  const row = QUOTE_ID.test(quoteId) && parsed.success ? findQuote(db, quoteId) : undefined;
  if (
    !row ||
    !parsed.success ||
    !sameTokenHash(row.quote.acceptTokenHash, hashToken(parsed.data.token))
  ) {
    throw notFound('Quote');
  }
  return row;
}

function acceptedMail(row: StoredQuote) {
  return {
    subject: `Quote accepted: ${formatPence(row.quote.amountPence)} (${row.reference})`,
    text: [
      `Hello ${row.specialistName},`,
      '',
      `${row.customerName} has accepted your quote of ${formatPence(row.quote.amountPence)} for enquiry ${row.reference}.`,
      '',
      `Quote: ${row.quote.description}`,
      ...row.quote.lineItems.map(
        (item) => `- ${item.description}: ${formatPence(item.amountPence)}`,
      ),
      '',
      'Please contact them to arrange the work:',
      `Name: ${row.customerName}`,
      ...(row.customerEmail ? [`E-mail: ${row.customerEmail}`] : []),
      ...(row.customerPhone ? [`Phone: ${row.customerPhone}`] : []),
      '',
      'Flo',
    ].join('\n'),
  };
}

/**
 * `GET /api/quotes/{quoteId}?token=` (the quote, only with the token from its link) and
 * `POST /api/quotes/{quoteId}/accept` `{ token }` (accepts once and mails the specialist; 409
 * when already accepted, declined or expired).
 *
 * @example
 * app.route('/', quoteRoutes(deps));
 * await app.request(`/api/quotes/${id}/accept`, jsonBody({ token }));
 */
export function quoteRoutes(deps: AppDeps) {
  const { db } = deps;
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
      (c) => {
        const row = quoteFor(db, c.req.param('quoteId'), c.req.query('token'));
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
        const accepted = db.transaction((tx) => {
          const row = quoteFor(
            tx,
            c.req.param('quoteId'),
            body.success ? body.data.token : undefined,
          );
          const status = effectiveStatus(row.quote, at);
          const refused =
            status !== 'pending'
              ? status
              : markQuoteAccepted(tx, row.quote.id, at)
                ? undefined
                : 'accepted';
          if (refused) throw new HttpError(409, `quote_${refused}`, REFUSALS[refused]);
          enqueueMail(
            tx,
            {
              ...acceptedMail(row),
              to: row.specialistEmail,
              kind: 'quote_accepted',
              enquiryId: row.quote.enquiryId,
            },
            at,
          );
          return findQuote(tx, row.quote.publicId);
        });
        if (!accepted) throw notFound('Quote');
        return c.json(quoteView(accepted, at));
      },
    );
}
