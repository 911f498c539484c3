import type { BusinessOverview } from '@flo/contract';
import { formatMonthlyPrice, LISTING_PLANS } from '@flo/contract/constants';
import { Link } from 'react-router';

/** The business's plan as /pricing sells it: name, price, what it includes, and how to upgrade. */
export function PlanCard({ tier }: { tier: BusinessOverview['tier'] }) {
  const plan = LISTING_PLANS[tier];
  return (
    <section className="card business-panel" aria-labelledby="plan-title">
      <h2 id="plan-title">{`Your plan: ${plan.name}`}</h2>
      <p className="muted">
        {plan.monthlyPence === 0
          ? 'Free'
          : `${formatMonthlyPrice(plan.monthlyPence)} a month plus VAT`}
        {`. ${plan.summary}`}
      </p>
      <ul className="business-plan__includes">
        {plan.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {tier === 'featured' ? null : (
        <p>
          <Link to="/pricing">
            {tier === 'free'
              ? 'Compare plans: Standard adds review replies and verified review invitations'
              : 'Compare plans: Featured shows you first in your city'}
          </Link>
        </p>
      )}
    </section>
  );
}
