import type { PaymentMode } from '@flo/contract';
import {
  formatMonthlyPrice,
  LISTING_PLANS,
  LISTING_TIERS,
  type ListingPlan,
} from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { PaymentModeNote } from '../../billing/PaymentModeNote.tsx';
import { paymentModeQuery } from '../../billing/queries.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import './pricing.css';

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Pricing', path: '/pricing' },
];

const plans = LISTING_TIERS.map((tier) => LISTING_PLANS[tier]);

function PlanCard({ plan }: { plan: ListingPlan }) {
  const free = plan.monthlyPence === 0;
  return (
    <li className={plan.tier === 'featured' ? 'plan card plan--featured' : 'plan card'}>
      <h2 className="plan__name">{plan.name}</h2>
      <p className="plan__price">
        <span className="plan__amount">{formatMonthlyPrice(plan.monthlyPence)}</span>
        {free ? null : <span className="muted"> a month + VAT</span>}
      </p>
      {free ? null : (
        <p className="plan__yearly">{`or ${formatMonthlyPrice(plan.yearlyPence)} a year + VAT (two months free)`}</p>
      )}
      <p>{plan.summary}</p>
      <ul className="plan__includes">
        {plan.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link
        className={free ? 'button button--secondary' : 'button button--primary'}
        to={free ? '/claim-business' : `/subscribe?tier=${plan.tier}`}
      >
        {free ? 'Claim your free listing' : `Choose ${plan.name}`}
      </Link>
    </li>
  );
}

const PAYING: Record<PaymentMode, readonly string[]> = {
  card: [
    'Sign in to your business account (or claim your listing first), choose a plan, monthly or yearly, and pay by card on Stripe’s secure page.',
    'Your plan starts as soon as the payment goes through, and renews automatically.',
    'Upgrade, downgrade (prorated), update your card or cancel from your dashboard; a cancelled plan runs to the end of the period you paid for.',
    'If a renewal payment fails, your plan carries on for 14 days while you update your card.',
  ],
  invoice: [
    'We do not take card payments online. Sign in, choose a plan and give us your invoice details, and we e-mail you an invoice.',
    'Your plan is switched on within one working day of your payment arriving.',
  ],
};

/** How plans are paid on this server, in steps. */
function HowPayingWorks() {
  const { data } = useQuery(paymentModeQuery);
  if (!data) return null;
  return (
    <section className="pricing-page__billing" aria-labelledby="billing-title">
      <h2 id="billing-title">How paying works</h2>
      <ul>
        {PAYING[data.mode].map((step) => (
          <li key={step}>{step}</li>
        ))}
        <li>
          All prices exclude VAT; UK VAT at 20% is added. Questions?{' '}
          <Link to="/contact">Contact us</Link>.
        </li>
      </ul>
    </section>
  );
}

/** /pricing: the listing tiers for specialists, from the one price list in the contract. */
function PricingPage() {
  return (
    <div className="container section pricing-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>Listing plans for flooring specialists</h1>
      <p className="section__lead">
        Every flooring business can be listed on Flo for free. Paid plans add tools and a more
        prominent place; they never change your reviews or your rating.
      </p>
      <ul className="plans">
        {plans.map((plan) => (
          <PlanCard key={plan.tier} plan={plan} />
        ))}
      </ul>
      <PaymentModeNote />
      <HowPayingWorks />
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(paymentModeQuery),
  meta: ({ absoluteUrl }) => ({
    title: 'Pricing for flooring specialists',
    description: `List your flooring business on Flo for free, or choose Standard at ${formatMonthlyPrice(LISTING_PLANS.standard.monthlyPence)} or Featured at ${formatMonthlyPrice(LISTING_PLANS.featured.monthlyPence)} a month plus VAT.`,
    canonicalPath: '/pricing',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'OfferCatalog',
        name: 'Flo listing plans',
        url: absoluteUrl('/pricing'),
        itemListElement: plans.map((plan) => ({
          '@type': 'Offer',
          name: plan.name,
          description: plan.summary,
          price: (plan.monthlyPence / 100).toFixed(2),
          priceCurrency: 'GBP',
          valueAddedTaxIncluded: false,
        })),
      },
    ],
  }),
  Component: PricingPage,
});
