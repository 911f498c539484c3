import {
  formatMonthlyPrice,
  LISTING_PLANS,
  type SubscriptionRequest,
  type SubscriptionRequested,
  subscriptionRequestedSchema,
  subscriptionRequestSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { newReference } from '../claims/reference.ts';
import { findClaimByReference } from '../claims/repository.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { describeOperation } from '../openapi/describe.ts';
import { operatorsEmail } from '../settings/operator-settings.ts';
import { insertSubscriptionRequest } from './repository.ts';

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

function operatorsMail(request: SubscriptionRequest, reference: string, monthlyPence: number) {
  const plan = LISTING_PLANS[request.tier];
  return {
    subject: `Subscription request ${reference}: ${plan.name} for ${oneLine(request.businessName)}`,
    text: [
      `A business has asked for the ${plan.name} tier (reference ${reference}).`,
      `Price quoted: ${formatMonthlyPrice(monthlyPence)} a month plus VAT.`,
      '',
      `Business: ${oneLine(request.businessName)}`,
      `Contact: ${oneLine(request.contactName)}`,
      `Invoice e-mail: ${request.invoiceEmail}`,
      ...(request.phone ? [`Phone: ${oneLine(request.phone)}`] : []),
      ...(request.claimReference ? [`Listing claim: ${request.claimReference}`] : []),
      '',
      'Invoice address:',
      request.invoiceAddress,
      '',
      'Send the first invoice, then switch the tier on within one working day of payment.',
    ].join('\n'),
  };
}

/**
 * `POST /api/subscription-requests`: a paid listing tier asked for from /subscribe, /checkout
 * or /claim-checkout. There is no payment provider: the request, the price quoted and an
 * operator mail are stored in one transaction, and the operators invoice by e-mail. Limited
 * per IP.
 *
 * @example
 * app.route('/', subscriptionRoutes(deps));
 * await app.request('/api/subscription-requests', jsonBody({ tier: 'standard', source: 'subscribe', … }));
 */
export function subscriptionRoutes(deps: AppDeps) {
  const limit = perIpLimit(deps, 'subscription-requests');
  return new Hono().post(
    '/api/subscription-requests',
    describeOperation({
      operationId: 'requestSubscription',
      summary: 'Ask for a paid listing tier; invoiced by e-mail (no card payment)',
      tag: 'Business',
      response: subscriptionRequestedSchema,
      status: 201,
    }),
    limit,
    validate('json', subscriptionRequestSchema),
    (c) => {
      const request = c.req.valid('json');
      const now = clockOf(deps)();
      const reference = newReference('SUB');
      const monthlyPence = LISTING_PLANS[request.tier].monthlyPence;
      deps.db.transaction((tx) => {
        const claim = request.claimReference
          ? findClaimByReference(tx, request.claimReference)
          : undefined;
        if (request.claimReference && !claim) {
          throw new HttpError(400, 'validation_failed', 'The request is not valid', {
            claimReference: ['No claim has this reference'],
          });
        }
        insertSubscriptionRequest(tx, {
          reference,
          tier: request.tier,
          monthlyPence,
          source: request.source,
          businessName: request.businessName,
          contactName: request.contactName,
          invoiceEmail: request.invoiceEmail,
          phone: request.phone || null,
          invoiceAddress: request.invoiceAddress,
          claimRequestId: claim?.id ?? null,
          createdAt: now,
        });
        enqueueMail(
          tx,
          {
            ...operatorsMail(request, reference, monthlyPence),
            to: operatorsEmail(tx, deps.config),
            kind: 'subscription_request',
          },
          now,
        );
      });
      const answer: SubscriptionRequested = {
        reference,
        tier: request.tier,
        monthlyPrice: formatMonthlyPrice(monthlyPence),
        message: `Thank you. We will e-mail an invoice to ${request.invoiceEmail} and switch on ${LISTING_PLANS[request.tier].name} within one working day of payment.`,
      };
      return c.json(answer, 201);
    },
  );
}
