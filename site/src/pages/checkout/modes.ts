import { CLAIM_REFERENCE, PAID_LISTING_TIERS, type PaidListingTier } from '@flo/contract/constants';

export type CheckoutSource = 'subscribe' | 'checkout' | 'claim-checkout';

interface CheckoutMode {
  source: CheckoutSource;
  title: string;
  description: string;
  /** The result screen the request continues to. */
  successPath: '/subscription-success' | '/payment-success' | '/claim-success';
}

export const CHECKOUT_MODES: Record<CheckoutSource, CheckoutMode> = {
  subscribe: {
    source: 'subscribe',
    title: 'Subscribe to a listing plan',
    description:
      'Choose Standard or Featured, monthly or yearly, for your flooring business’s listing on Flo.',
    successPath: '/subscription-success',
  },
  checkout: {
    source: 'checkout',
    title: 'Order your listing plan',
    description:
      'Order a Flo listing plan for your flooring business’s listing, monthly or yearly.',
    successPath: '/payment-success',
  },
  'claim-checkout': {
    source: 'claim-checkout',
    title: 'Choose a plan for your claimed listing',
    description:
      'The plan you chose for the listing you are claiming: set it up once your claim is approved.',
    successPath: '/claim-success',
  },
};

/** Which screen this is, from its path ('/claim-checkout' → claim-checkout). */
export function checkoutModeFor(pathname: string): CheckoutMode {
  const source = pathname.replace(/^\/+|\/+$/g, '');
  return source in CHECKOUT_MODES
    ? CHECKOUT_MODES[source as CheckoutSource]
    : CHECKOUT_MODES.checkout;
}

/** The tier asked for in `?tier=`, or Standard. */
export function tierFrom(params: URLSearchParams): PaidListingTier {
  const tier = params.get('tier');
  return PAID_LISTING_TIERS.find((paid) => paid === tier) ?? 'standard';
}

/** The claim reference in `?claim=`, when it has the right shape. */
export function claimReferenceFrom(params: URLSearchParams): string | null {
  const claim = params.get('claim');
  return claim && CLAIM_REFERENCE.test(claim) ? claim : null;
}
