import type { BillingSummary, PaymentMode } from '@flo/contract';
import { apiQuery } from '../data/query-client.ts';

/** How this server takes payment for plans: card through Stripe, or invoices by e-mail. */
export const paymentModeQuery = apiQuery<{ mode: PaymentMode }>('/api/payments');

/** The signed-in business's plan, status and billing mode. */
export const billingQuery = apiQuery<BillingSummary>('/api/business/billing');

/** What every plan page says about paying, by mode. */
export const PAYMENT_MODE_NOTES: Record<PaymentMode, { title: string; text: string }> = {
  card: {
    title: 'Pay by card, securely with Stripe',
    text: 'You pay on Stripe’s secure checkout page and manage your card, invoices and cancellation in Stripe’s billing portal: your card details never reach Flo. Prices exclude VAT; UK VAT at 20% is added.',
  },
  invoice: {
    title: 'No card payment online',
    text: 'Paid plans are invoiced by e-mail and switched on within one working day of your payment arriving. Prices exclude VAT; UK VAT at 20% is added.',
  },
};
