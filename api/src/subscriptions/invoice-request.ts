import {
  formatMonthlyPrice,
  LISTING_PLANS,
  type SubscriptionRequest,
  type SubscriptionRequested,
} from '@flo/contract';
import { newReference } from '../claims/reference.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppConfig, AppDeps } from '../deps.ts';
import { queueMails } from '../mail/outbox.ts';
import { operatorsEmailOf } from '../settings/operator-settings.ts';
import { insertSubscriptionRequest } from './repository.ts';

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** The listing the plan is for, and the claim it came through, if any. */
export interface RequestListing {
  specialistId: number;
  listingName: string;
  claimRequestId: number | null;
}

function details(request: SubscriptionRequest, listing: RequestListing) {
  return [
    `Listing: ${oneLine(listing.listingName)} (#${listing.specialistId})`,
    `Business: ${oneLine(request.businessName)}`,
    `Contact: ${oneLine(request.contactName)}`,
    `Invoice e-mail: ${request.invoiceEmail}`,
    ...(request.phone ? [`Phone: ${oneLine(request.phone)}`] : []),
    ...(request.claimReference ? [`Listing claim: ${request.claimReference}`] : []),
    '',
    'Invoice address:',
    request.invoiceAddress,
  ];
}

/** A plan request as it is stored: what was asked, for which listing, under which reference. */
export interface InvoiceRequest {
  request: SubscriptionRequest;
  listing: RequestListing;
  reference: string;
  at: Date;
}

/**
 * Stores an invoiced plan request for a listing (ADR 003, kept as the invoice mode of ADR 030)
 * with the price quoted, and queues the operators' mail and the requester's copy, in one unit
 * of work (run it with `engine.commit`).
 *
 * @example
 * await engine.commit(storeInvoiceRequest, { request, listing, reference, at: now }, config);
 */
export function* storeInvoiceRequest(
  on: EngineScope,
  { request, listing, reference, at }: InvoiceRequest,
  config: Pick<AppConfig, 'operatorEmail'>,
): Steps<void> {
  const plan = LISTING_PLANS[request.tier];
  const price = `${formatMonthlyPrice(plan.monthlyPence)} a month plus VAT`;
  yield* insertSubscriptionRequest(on, {
    reference,
    tier: request.tier,
    monthlyPence: plan.monthlyPence,
    source: request.source,
    businessName: request.businessName,
    contactName: request.contactName,
    invoiceEmail: request.invoiceEmail,
    phone: request.phone || null,
    invoiceAddress: request.invoiceAddress,
    claimRequestId: listing.claimRequestId,
    specialistId: listing.specialistId,
    createdAt: at,
  });
  yield* queueMails(
    on,
    [
      {
        to: yield* operatorsEmailOf(on, config),
        kind: 'subscription_request',
        subject: `Subscription request ${reference}: ${plan.name} for ${oneLine(request.businessName)}`,
        text: [
          `A business has asked for the ${plan.name} tier (reference ${reference}).`,
          `Price quoted: ${price}.`,
          '',
          ...details(request, listing),
          '',
          'Send the first invoice, then start the plan in the admin console (Subscriptions) within one working day of payment.',
        ].join('\n'),
      },
      {
        to: request.invoiceEmail,
        kind: 'subscription_request_copy',
        subject: `Your ${plan.name} plan request ${reference}`,
        text: [
          `Hello ${oneLine(request.contactName)},`,
          '',
          `Thank you for asking for the ${plan.name} plan (${price}) for your listing on Flo. We will e-mail an invoice to this address; the plan starts within one working day of your payment arriving.`,
          '',
          'What you sent us:',
          ...details(request, listing),
          '',
          `Reference: ${reference}`,
        ].join('\n'),
      },
    ],
    at,
  );
}

/**
 * Stores an invoiced plan request and its two mails in one commit (`storeInvoiceRequest`) and
 * answers what the requester is told.
 */
export async function recordInvoiceRequest(
  deps: AppDeps,
  request: SubscriptionRequest,
  listing: RequestListing,
): Promise<SubscriptionRequested> {
  const at = clockOf(deps)();
  const reference = newReference('SUB');
  const plan = LISTING_PLANS[request.tier];
  await deps.engine.commit(storeInvoiceRequest, { request, listing, reference, at }, deps.config);
  return {
    reference,
    tier: request.tier,
    monthlyPrice: formatMonthlyPrice(plan.monthlyPence),
    message: `Thank you. We will e-mail an invoice to ${request.invoiceEmail} and switch on ${plan.name} for ${listing.listingName} within one working day of payment.`,
  };
}
