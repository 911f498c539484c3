import type { PaidListingTier } from '@flo/contract';
import { LISTING_PLANS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHydrated } from '../../app/use-hydrated.ts';
import { PlanPicker } from '../../billing/PlanPicker.tsx';
import { paymentModeQuery } from '../../billing/queries.ts';
import { useBillingActions } from '../../billing/use-billing-actions.ts';
import { businessTokens } from '../../business/use-business-session.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import type { CheckoutSource } from './modes.ts';

/** Nobody signed in: a plan belongs to a listing, so sign in or claim one first. */
function SignInFirst({ tier }: { tier: PaidListingTier }) {
  return (
    <div className="card checkout-page__notice">
      <h2>{`${LISTING_PLANS[tier].name} is for your listing`}</h2>
      <p>
        A plan belongs to your business’s listing on Flo. <Link to="/login">Sign in</Link> to your
        business account and choose your plan here or on your dashboard. Not on Flo yet?{' '}
        <Link to="/claim-business">Claim your listing</Link> first: we check it, then you choose
        your plan.
      </p>
    </div>
  );
}

function CardCheckout({ tier }: { tier: PaidListingTier }) {
  const { checkout } = useBillingActions();
  return (
    <>
      <PlanPicker
        defaultTier={tier}
        action="Continue to secure payment"
        pending={checkout.isPending}
        onChoose={(choice) => checkout.mutate(choice)}
      />
      {checkout.error ? (
        <p role="alert" className="form-alert">
          {`Checkout could not start: ${checkout.error.message}`}
        </p>
      ) : null}
    </>
  );
}

/**
 * /subscribe and /checkout for a signed-in business: card mode sends it to Stripe Checkout,
 * invoice mode takes its invoice details. Without a login (and in the server's HTML) it says how
 * to get one, since a plan belongs to a listing.
 */
export function SignedInCheckout({
  source,
  tier,
}: {
  source: CheckoutSource;
  tier: PaidListingTier;
}) {
  const hydrated = useHydrated();
  const { data } = useQuery(paymentModeQuery);
  if (!hydrated || !businessTokens.read()) return <SignInFirst tier={tier} />;
  if (data?.mode === 'card') return <CardCheckout tier={tier} />;
  return <CheckoutForm source={source} tier={tier} />;
}
