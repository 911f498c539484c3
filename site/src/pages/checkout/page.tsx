import type { PaidListingTier } from '@flo/contract';
import { LISTING_PLANS } from '@flo/contract/constants';
import { Link, useLocation } from 'react-router';
import { definePage } from '../../app/page.ts';
import { PaymentModeNote } from '../../billing/PaymentModeNote.tsx';
import { paymentModeQuery } from '../../billing/queries.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { checkoutModeFor, claimReferenceFrom, tierFrom } from './modes.ts';
import { SignedInCheckout } from './SignedInCheckout.tsx';
import './checkout.css';

const breadcrumbsFor = (path: string, title: string) => [
  { name: 'Home', path: '/' },
  { name: 'Pricing', path: '/pricing' },
  { name: title, path },
];

/** /claim-checkout: nothing is paid for a claim nobody has checked yet. */
function ClaimCheckout({
  claimReference,
  tier,
}: {
  claimReference: string | null;
  tier: PaidListingTier;
}) {
  const plan = LISTING_PLANS[tier].name;
  return (
    <div className="card checkout-page__notice">
      <h2>Nothing to pay yet</h2>
      <p>
        {claimReference ? `We have your claim ${claimReference}. ` : ''}
        {`We check every claim first, usually within one working day. Once yours is approved, we e-mail you a link to set your password, and you finish setting up ${plan} from your dashboard.`}
      </p>
      <p>
        <Link to="/pricing">Compare plans</Link>
      </p>
    </div>
  );
}

/**
 * /subscribe, /checkout and /claim-checkout: a signed-in business chooses a plan for its listing
 * (card through Stripe, or invoiced, as the server is set up); a claimant is told the plan waits
 * for the claim's approval.
 */
function CheckoutPage() {
  const { pathname, search } = useLocation();
  const mode = checkoutModeFor(pathname);
  const params = new URLSearchParams(search);
  const tier = tierFrom(params);
  return (
    <div className="container section checkout-page">
      <Breadcrumbs items={breadcrumbsFor(pathname, mode.title)} />
      <h1>{mode.title}</h1>
      <PaymentModeNote />
      {mode.source === 'claim-checkout' ? (
        <ClaimCheckout claimReference={claimReferenceFrom(params)} tier={tier} />
      ) : (
        <SignedInCheckout key={search} source={mode.source} tier={tier} />
      )}
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(paymentModeQuery),
  meta: ({ url }) => {
    const mode = checkoutModeFor(url.pathname);
    return {
      title: mode.title,
      description: mode.description,
      canonicalPath: url.pathname,
      breadcrumbs: breadcrumbsFor(url.pathname, mode.title),
      noindex: mode.source !== 'subscribe',
    };
  },
  Component: CheckoutPage,
});
