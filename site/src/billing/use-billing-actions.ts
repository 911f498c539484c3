import type { BillingInterval, BillingSummary, PaidListingTier } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { billingQuery } from './queries.ts';

type Choice = { tier: PaidListingTier; interval: BillingInterval };

/** Leaves Flo for a page Stripe hosts (Checkout or the billing portal). */
const goTo = (url: string) => window.location.assign(url);

/**
 * The dashboard's billing actions: `checkout` (to Stripe Checkout), `portal` (Stripe's billing
 * portal) and `change` (upgrade or downgrade the live plan, prorated by Stripe).
 */
export function useBillingActions() {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const redirectTo = async (path: string, body?: unknown) => {
    const res = await apiRequest('POST', path, body);
    goTo(((await res.json()) as { url: string }).url);
  };
  return {
    checkout: useMutation({
      mutationFn: (choice: Choice) => redirectTo('/api/business/billing/checkout', choice),
    }),
    portal: useMutation({ mutationFn: () => redirectTo('/api/business/billing/portal') }),
    change: useMutation({
      mutationFn: async (choice: Choice) => {
        const res = await apiRequest('POST', '/api/business/billing/plan', choice);
        return (await res.json()) as BillingSummary;
      },
      onSuccess: (summary) => {
        queryClient.setQueryData(billingQuery.queryKey, summary);
        return queryClient.invalidateQueries({ queryKey: ['/api/business/overview'] });
      },
    }),
  };
}
