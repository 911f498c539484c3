import { expect } from 'vitest';
import { clockOf } from '../clock.ts';
import { type BusinessTestApp, openBusinessTestApp } from './business-app.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in/index.ts';

/** The business test app with card payments through the Stripe stand-in, dated by one clock. */
export interface BillingTestApp extends BusinessTestApp {
  stripe: StripeStandIn;
  /** Posts a webhook to the app as Stripe would; answers the status. */
  postWebhook(payload: string, signature: string): Promise<number>;
  /** Castle Carpets starts Checkout for a plan and pays on the hosted page; answers the session. */
  subscribe(tier?: 'standard' | 'featured', interval?: 'month' | 'year'): Promise<string>;
  /** The HTML form post the stand-in's checkout page makes, without following the redirect. */
  payOnCheckoutPage(checkoutUrl: string, outcome: 'pay' | 'decline'): Promise<Response>;
  /** The id of the only subscription in the stand-in. */
  onlySubscriptionId(): string;
}

export async function createBillingTestApp(): Promise<BillingTestApp> {
  let appClock: () => Date = () => new Date();
  const stripe = await startStripeStandIn({ now: () => appClock() });
  const api = await openBusinessTestApp({ billing: stripe.billing });
  appClock = clockOf(api.deps);
  const postWebhook = async (payload: string, signature: string) =>
    (
      await api.app.request('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
    ).status;
  stripe.deliverTo(postWebhook);
  const payOnCheckoutPage = (checkoutUrl: string, outcome: 'pay' | 'decline') =>
    fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
  const close = api.close;
  return {
    ...api,
    stripe,
    postWebhook,
    payOnCheckoutPage,
    async subscribe(tier = 'standard', interval = 'month') {
      const res = await api.call(api.tokens.castle, 'POST', '/api/business/billing/checkout', {
        tier,
        interval,
      });
      expect(res.status).toBe(200);
      const { url } = (await res.json()) as { url: string };
      expect((await payOnCheckoutPage(url, 'pay')).status).toBe(303);
      return url.split('/').pop() as string;
    },
    onlySubscriptionId() {
      const [id, ...others] = [...stripe.account.subscriptions.keys()];
      expect(others).toEqual([]);
      return id as string;
    },
    async close() {
      await close();
      await stripe.close();
    },
  };
}
