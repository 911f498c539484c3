import type { BillingInterval, PaidListingTier } from '@flo/contract';
import type { AppDeps, Billing } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { planPriceId, ukVatRateId } from './prices.ts';
import {
  findBusinessForBilling,
  findCustomerId,
  findLivePlan,
  saveCustomerId,
} from './repository.ts';

/**
 * The business's Stripe customer, made the first time it is needed with the business id in its
 * metadata; Stripe's idempotency key makes a retried or concurrent first call make one customer.
 */
export async function customerOf(deps: AppDeps, billing: Billing, businessId: number) {
  const known = await deps.engine.run(findCustomerId, businessId);
  if (known) return known;
  const business = await deps.engine.run(findBusinessForBilling, businessId);
  if (!business) throw new HttpError(404, 'not_found', 'Business not found');
  const customer = await billing.stripe.customers.create(
    {
      email: business.email,
      name: business.name,
      metadata: { businessId: String(business.id), specialistId: String(business.specialistId) },
    },
    { idempotencyKey: `flo-customer-business-${business.id}` },
  );
  return deps.engine.run(saveCustomerId, business.id, customer.id);
}

/**
 * A Stripe Checkout Session in subscription mode for the business's listing: the plan's price
 * (GBP, excluding VAT) with UK VAT added, returning to /subscription-success. 409 when the
 * business already has a live plan: that one is changed instead, never a second one made.
 */
export async function startCheckout(
  deps: AppDeps,
  billing: Billing,
  businessId: number,
  choice: { tier: PaidListingTier; interval: BillingInterval },
): Promise<string> {
  if (await deps.engine.run(findLivePlan, businessId)) {
    throw new HttpError(
      409,
      'plan_exists',
      'Your listing already has a plan: change it or manage billing from your dashboard',
    );
  }
  const business = await deps.engine.run(findBusinessForBilling, businessId);
  if (!business) throw new HttpError(404, 'not_found', 'Business not found');
  const customer = await customerOf(deps, billing, businessId);
  const [price, vat] = await Promise.all([
    planPriceId(billing, choice.tier, choice.interval),
    ukVatRateId(billing),
  ]);
  const metadata = {
    businessId: String(business.id),
    specialistId: String(business.specialistId),
  };
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(business.id),
    line_items: [{ price, quantity: 1, tax_rates: [vat] }],
    subscription_data: { metadata },
    metadata,
    success_url: `${deps.config.publicUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${deps.config.publicUrl}/dashboard`,
  });
  if (!session.url) throw new Error('Stripe gave the Checkout Session no URL');
  return session.url;
}
