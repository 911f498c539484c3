import type { BillingSummary, PaidListingTier } from '@flo/contract';
import { LISTING_PLANS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PlanPicker, priceWords } from '../../billing/PlanPicker.tsx';
import { billingQuery, PAYMENT_MODE_NOTES } from '../../billing/queries.ts';
import { useBillingActions } from '../../billing/use-billing-actions.ts';

const LIVE = ['active', 'trialing', 'past_due', 'incomplete'];

function Failure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="form-alert">
      {`That did not work: ${error.message}`}
    </p>
  );
}

/** A card plan that is running: its status, the portal, and the move to the other tier. */
function LivePlan({ summary }: { summary: BillingSummary }) {
  const { portal, change } = useBillingActions();
  const plan = summary.plan;
  if (!plan) return null;
  const other: PaidListingTier = plan.tier === 'featured' ? 'standard' : 'featured';
  return (
    <>
      <div className="business-billing__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={portal.isPending}
          onClick={() => portal.mutate()}
        >
          Manage billing
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending}
          onClick={() => change.mutate({ tier: other, interval: plan.interval })}
        >
          {`${other === 'featured' ? 'Upgrade' : 'Switch'} to ${LISTING_PLANS[other].name} (${priceWords(other, plan.interval)})`}
        </button>
      </div>
      <p className="muted">
        Card, invoices and cancelling are in Stripe’s billing portal. A change of plan is prorated:
        you pay or are credited the difference for the rest of the period.
      </p>
      <Failure error={portal.error ?? change.error} />
    </>
  );
}

/** Choosing a card plan: Stripe Checkout, with the tier chosen while claiming preselected. */
function ChooseCardPlan({ summary }: { summary: BillingSummary }) {
  const { checkout } = useBillingActions();
  const chosen = summary.chosenTier;
  return (
    <>
      {chosen ? <h3>{`Finish setting up ${LISTING_PLANS[chosen].name}`}</h3> : null}
      <PlanPicker
        defaultTier={chosen ?? 'standard'}
        action="Continue to secure payment"
        pending={checkout.isPending}
        onChoose={(choice) => checkout.mutate(choice)}
      />
      <Failure error={checkout.error} />
    </>
  );
}

/**
 * The dashboard's billing panel (ADR 030): the plan's status in plain words, then what the
 * business can do in this server's mode: pay by card, manage billing and change plan, or ask
 * for an invoiced plan.
 */
export function BillingCard() {
  const { data, isPending, isError } = useQuery(billingQuery);
  if (isPending) return <p role="status">Loading your billing…</p>;
  if (isError) return <p role="alert">Your billing could not be loaded.</p>;
  const plan = data.plan;
  const live = plan !== null && LIVE.includes(plan.status);
  return (
    <section className="card business-panel business-billing" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing</h2>
      <p data-testid="billing-status">
        {plan
          ? `${LISTING_PLANS[plan.tier].name}, ${priceWords(plan.tier, plan.interval)}: ${plan.statusText}`
          : `No paid plan: your listing is on ${LISTING_PLANS[data.tier].name}.`}
      </p>
      <p className="muted" data-mode={data.mode}>
        {PAYMENT_MODE_NOTES[data.mode].text}
      </p>
      {data.mode === 'card' && live && plan.provider === 'stripe' ? (
        <LivePlan summary={data} />
      ) : null}
      {data.mode === 'card' && !live ? <ChooseCardPlan summary={data} /> : null}
      {data.mode === 'invoice' && !live ? (
        <p>
          <Link to={`/subscribe?tier=${data.chosenTier ?? 'standard'}`}>
            {data.chosenTier
              ? `Finish setting up ${LISTING_PLANS[data.chosenTier].name}: request an invoice`
              : 'Request an invoiced plan'}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
