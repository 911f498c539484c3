import type { BillingSummary } from '@flo/contract';
import { LISTING_PLANS } from '@flo/contract/constants';
import { formatLongDate } from '@flo/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHydrated } from '../../app/use-hydrated.ts';
import { businessTokens } from '../../business/use-business-session.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';

/** What the synced plan says: its name, and when it renews or ends. */
function PlanResult({ plan }: { plan: BillingSummary['plan'] }) {
  if (!plan || !['active', 'trialing'].includes(plan.status)) {
    return (
      <p>
        Stripe has not confirmed your payment yet. If you paid, your plan appears on your dashboard
        within a few minutes; if not, you can try again from there.
      </p>
    );
  }
  const name = LISTING_PLANS[plan.tier].name;
  const date = plan.periodEnd ? formatLongDate(plan.periodEnd) : null;
  return (
    <>
      <h2>{`Your ${name} plan is active`}</h2>
      {date ? (
        <p>{plan.cancelAtPeriodEnd ? `It ends on ${date}.` : `It renews on ${date}.`}</p>
      ) : null}
      <p>A receipt is on its way from Stripe, and your listing shows its new plan now.</p>
    </>
  );
}

/**
 * Back from Stripe Checkout (`?session_id=`): asks the API to read the session and its
 * subscription from Stripe at once, since the webhook may come later, and shows the plan.
 */
export function CardResult({ sessionId }: { sessionId: string }) {
  const hydrated = useHydrated();
  const apiRequest = useApiRequest();
  const signedIn = hydrated && businessTokens.read() !== null;
  const sync = useQuery({
    queryKey: ['/api/business/billing/sync', sessionId],
    queryFn: async () => {
      const res = await apiRequest('POST', '/api/business/billing/sync', { sessionId });
      return (await res.json()) as BillingSummary;
    },
    enabled: signedIn,
    retry: false,
  });
  if (!hydrated || (signedIn && sync.isPending)) {
    return <p role="status">Checking your payment with Stripe…</p>;
  }
  if (!signedIn) {
    return (
      <p>
        <Link to="/login">Sign in</Link> to see your plan on your dashboard.
      </p>
    );
  }
  if (!sync.data) {
    return <p role="alert">{`We could not check your payment: ${sync.error?.message ?? ''}`}</p>;
  }
  return (
    <>
      <PlanResult plan={sync.data.plan} />
      <Link to="/dashboard" className="button button--primary">
        Go to your dashboard
      </Link>
    </>
  );
}
