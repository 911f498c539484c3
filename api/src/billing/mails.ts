import { LISTING_PLANS, type PaidListingTier, planPricePence } from '@flo/contract';
import { formatLongDate, formatPence } from '@flo/contract/rules';
import type { OutgoingMail } from '../mail/outbox.ts';
import { graceEndOf, type SubscriptionRow } from './listing-tier.ts';

/** Who a plan's mails go to, and the links they carry. */
export interface PlanMailContext {
  to: string;
  businessName: string;
  publicUrl: string;
}

const intervalWords = { month: 'a month', year: 'a year' } as const;

const priceLine = (tier: PaidListingTier, interval: 'month' | 'year') =>
  `${formatPence(planPricePence(tier, interval))} ${intervalWords[interval]} plus VAT`;

/**
 * The mail a change of a plan's status calls for, if any: started (now giving its tier),
 * payment failed (past due: the grace end and the link to update the card) or ended.
 */
export function planMailFor(
  before: Pick<SubscriptionRow, 'status'> | undefined,
  after: SubscriptionRow,
  context: PlanMailContext,
): OutgoingMail | null {
  const plan = LISTING_PLANS[after.tier].name;
  const dashboard = `${context.publicUrl}/dashboard`;
  const was = before?.status;
  const live = (status: string | undefined) => status === 'active' || status === 'trialing';
  if (live(after.status) && !live(was) && was !== 'past_due') {
    const renewal = after.currentPeriodEnd
      ? `It renews on ${formatLongDate(after.currentPeriodEnd)}.`
      : '';
    return {
      to: context.to,
      kind: 'plan_started',
      subject: `Your ${plan} plan has started`,
      text: [
        `Hello ${context.businessName},`,
        '',
        `Your listing is now on the ${plan} plan (${priceLine(after.tier, after.interval)}). ${renewal}`,
        '',
        `Your plan, invoices and card are on your dashboard: ${dashboard}`,
      ].join('\n'),
    };
  }
  const graceEnd = graceEndOf(after);
  if (after.status === 'past_due' && was !== 'past_due' && graceEnd) {
    return {
      to: context.to,
      kind: 'plan_payment_failed',
      subject: `Payment for your ${plan} plan failed`,
      text: [
        `Hello ${context.businessName},`,
        '',
        `We could not take the payment for your ${plan} plan. Your listing keeps ${plan} until ${formatLongDate(graceEnd)} while the payment is retried; after that it goes back to a free listing.`,
        '',
        `Update your card with "Manage billing" on your dashboard: ${dashboard}`,
      ].join('\n'),
    };
  }
  const ended = (status: string | undefined) => status === 'canceled' || status === 'unpaid';
  if (ended(after.status) && !ended(was) && was !== undefined) {
    return {
      to: context.to,
      kind: 'plan_ended',
      subject: `Your ${plan} plan has ended`,
      text: [
        `Hello ${context.businessName},`,
        '',
        `Your ${plan} plan has ended and your listing is a free listing again. It stays on Flo, and customers can still find you and send enquiries.`,
        '',
        `You can choose a plan again at any time from your dashboard: ${dashboard}`,
      ].join('\n'),
    };
  }
  return null;
}
