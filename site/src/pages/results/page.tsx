import {
  CLAIM_REFERENCE,
  formatMonthlyPrice,
  LISTING_PLANS,
  PAID_LISTING_TIERS,
  SUBSCRIPTION_REFERENCE,
} from '@flo/contract/constants';
import { Link, useLocation } from 'react-router';
import { definePage } from '../../app/page.ts';
import { CardResult } from './CardResult.tsx';
import { resultFor } from './result-copy.ts';
import './results.css';

/** `?tier=` when it names a paid plan. */
const paidTier = (params: URLSearchParams) =>
  PAID_LISTING_TIERS.find((tier) => tier === params.get('tier')) ?? null;

/** Stripe Checkout's session id in `?session_id=`, when it looks like one. */
const checkoutSessionId = (params: URLSearchParams) => {
  const id = params.get('session_id');
  return id && /^cs_\w{1,250}$/.test(id) ? id : null;
};

/** Back from paying by card: the plan as Stripe has it. */
function PaidResult({ sessionId }: { sessionId: string }) {
  return (
    <div className="container section result-page">
      <div className="card result-page__panel">
        <h1>Payment received</h1>
        <CardResult sessionId={sessionId} />
      </div>
    </div>
  );
}

/**
 * /claim-success, /payment-success and /subscription-success: the reference and what happens
 * next, or, back from Stripe Checkout, the plan that started.
 */
function ResultPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const sessionId = checkoutSessionId(params);
  return sessionId ? <PaidResult sessionId={sessionId} /> : <RequestResult />;
}

/** An invoiced request or a claim: the reference and what happens next. */
function RequestResult() {
  const { pathname, search } = useLocation();
  const result = resultFor(pathname);
  const params = new URLSearchParams(search);
  const pattern = result.kind === 'claim' ? CLAIM_REFERENCE : SUBSCRIPTION_REFERENCE;
  const ref = params.get('ref');
  const reference = ref && pattern.test(ref) ? ref : null;
  const subscription = params.get('subscription');
  const subscriptionReference =
    subscription && SUBSCRIPTION_REFERENCE.test(subscription) ? subscription : null;
  const tier = paidTier(params);
  const plan = tier ? LISTING_PLANS[tier] : null;
  const invoiced = result.kind !== 'claim' || subscriptionReference !== null;
  return (
    <div className="container section result-page">
      <div className="card result-page__panel" role="status">
        <h1>{result.heading}</h1>
        {reference ? (
          <p className="result-page__reference">
            {`Your reference: ${reference}`}
            {subscriptionReference ? ` (plan request ${subscriptionReference})` : ''}
          </p>
        ) : null}
        {plan ? (
          <p>{`Plan: ${plan.name}, ${formatMonthlyPrice(plan.monthlyPence)} a month + VAT. No payment has been taken.`}</p>
        ) : null}
        <h2>What happens next</h2>
        <ol className="result-page__steps">
          {result.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          {invoiced ? (
            <>
              <li>We e-mail an invoice to the address you gave, quoting your reference.</li>
              <li>Your plan is switched on within one working day of your payment arriving.</li>
            </>
          ) : null}
        </ol>
        <p>
          Questions? <Link to="/contact">Contact us</Link>
          {reference ? ' and quote your reference.' : '.'}
        </p>
        <Link to="/" className="button button--secondary">
          Back to the home page
        </Link>
      </div>
    </div>
  );
}

export default definePage({
  meta: ({ url }) => {
    const result = resultFor(url.pathname);
    return {
      title: result.heading,
      description: result.description,
      canonicalPath: url.pathname,
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: result.heading, path: url.pathname },
      ],
      noindex: true,
    };
  },
  Component: ResultPage,
});
