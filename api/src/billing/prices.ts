import {
  type BillingInterval,
  LISTING_PLANS,
  type PaidListingTier,
  planPricePence,
  UK_VAT_PERCENT,
} from '@flo/contract';
import type Stripe from 'stripe';
import type { Billing } from '../deps.ts';

/** The lookup key of a plan's Stripe Price: Flo finds its prices by these, never by hand-copied ids. */
export const priceLookupKey = (tier: PaidListingTier, interval: BillingInterval) =>
  `flo_${tier}_${interval}`;

const known = new WeakMap<Billing, Map<string, Promise<string>>>();

/** Remembers a resolved id per Stripe account; a failed look-up is tried again next time. */
function remembered(billing: Billing, key: string, find: () => Promise<string>): Promise<string> {
  let ids = known.get(billing);
  if (!ids) {
    ids = new Map();
    known.set(billing, ids);
  }
  let id = ids.get(key);
  if (!id) {
    id = find();
    id.catch(() => ids.delete(key));
    ids.set(key, id);
  }
  return id;
}

/**
 * The id of the Stripe Price for a plan: the one with its lookup key, or one made now from
 * `LISTING_PLANS` (GBP, excluding VAT), so connecting a new Stripe account needs no setup.
 */
export function planPriceId(
  billing: Billing,
  tier: PaidListingTier,
  interval: BillingInterval,
): Promise<string> {
  const lookupKey = priceLookupKey(tier, interval);
  return remembered(billing, lookupKey, async () => {
    const found = await billing.stripe.prices.list({ lookup_keys: [lookupKey], active: true });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await billing.stripe.prices.create({
      currency: 'gbp',
      unit_amount: planPricePence(tier, interval),
      recurring: { interval },
      lookup_key: lookupKey,
      tax_behavior: 'exclusive',
      product_data: { name: `Flo ${LISTING_PLANS[tier].name} listing` },
      metadata: { tier, interval },
    });
    return created.id;
  });
}

/** The id of Flo's UK VAT Tax Rate (20%, added on top), found by its metadata or made now. */
export function ukVatRateId(billing: Billing): Promise<string> {
  return remembered(billing, 'uk_vat', async () => {
    const rates = await billing.stripe.taxRates.list({ active: true, limit: 100 });
    const existing = rates.data.find((rate) => rate.metadata?.flo === 'uk_vat');
    if (existing) return existing.id;
    const created = await billing.stripe.taxRates.create({
      display_name: 'VAT',
      description: 'UK VAT',
      percentage: UK_VAT_PERCENT,
      inclusive: false,
      country: 'GB',
      jurisdiction: 'GB',
      tax_type: 'vat',
      metadata: { flo: 'uk_vat' },
    });
    return created.id;
  });
}

/** A plan's tier and interval from its Stripe Price (metadata, else the lookup key). */
export function planOfPrice(
  price: Stripe.Price,
): { tier: PaidListingTier; interval: BillingInterval } | null {
  const match = /^flo_(standard|featured)_(month|year)$/.exec(price.lookup_key ?? '');
  const tier = price.metadata?.tier ?? match?.[1];
  const interval = price.recurring?.interval ?? match?.[2];
  if ((tier !== 'standard' && tier !== 'featured') || (interval !== 'month' && interval !== 'year'))
    return null;
  return { tier, interval };
}
