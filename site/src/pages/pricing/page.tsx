import {
  formatMonthlyPrice,
  LISTING_PLANS,
  LISTING_TIERS,
  type ListingPlan,
} from '@flo/contract/constants';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
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
      <section className="pricing-page__billing" aria-labelledby="billing-title">
        <h2 id="billing-title">How paying works</h2>
        <ul>
          <li>
            We do not take card payments online. Choose a plan, give us your business and invoice
            details, and we e-mail you an invoice.
          </li>
          <li>Your plan is switched on within one working day of your payment arriving.</li>
          <li>
            Plans are billed monthly. To change or cancel, <Link to="/contact">contact us</Link>{' '}
            before your next invoice.
          </li>
        </ul>
      </section>
    </div>
  );
}

export default definePage({
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
