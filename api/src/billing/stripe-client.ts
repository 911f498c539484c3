import Stripe from 'stripe';
import type { Billing } from '../deps.ts';
import type { StripeSettings } from '../env.ts';

/**
 * The Stripe SDK pointed at `settings.apiUrl` through its `host`, `port` and `protocol` options,
 * so the tests' stand-in server answers instead of Stripe. The SDK retries a failed request twice
 * with idempotency keys of its own.
 *
 * @example
 * const billing = createBilling({ secretKey: 'sk_test_…', webhookSecret: 'whsec_…', apiUrl: STRIPE_API_URL });
 */
export function createBilling(settings: StripeSettings): Billing {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    telemetry: false,
  });
  return { stripe, webhookSecret: settings.webhookSecret };
}
