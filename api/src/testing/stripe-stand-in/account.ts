import { randomBytes } from 'node:crypto';

/* A Stripe account in memory: just the objects and changes Flo's billing uses. */

type Json = Record<string, unknown>;

export interface StandInPrice extends Json {
  id: string;
  lookup_key: string | null;
  unit_amount: number;
  recurring: { interval: 'month' | 'year' };
  metadata: Record<string, string>;
}

export interface StandInSubscription extends Json {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Json[] };
}

export interface StandInSession extends Json {
  id: string;
  customer: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  url: string;
  /** The Price bought; kept by the stand-in, not sent like this by Stripe. */
  priceId: string;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const DAY_S = 24 * 60 * 60;

/** Everything the stand-in's account holds, and the changes its hosted pages and tests make. */
export class StandInAccount {
  readonly customers = new Map<string, Json>();
  readonly prices = new Map<string, StandInPrice>();
  readonly taxRates = new Map<string, Json>();
  readonly sessions = new Map<string, StandInSession>();
  readonly subscriptions = new Map<string, StandInSubscription>();

  constructor(private readonly nowSeconds: () => number) {}

  periodEnd(interval: 'month' | 'year'): number {
    return this.nowSeconds() + (interval === 'year' ? 365 : 30) * DAY_S;
  }

  itemFor(price: StandInPrice): Json {
    return {
      id: newId('si'),
      object: 'subscription_item',
      price: { object: 'price', ...price },
      quantity: 1,
      current_period_start: this.nowSeconds(),
      current_period_end: this.periodEnd(price.recurring.interval),
    };
  }

  /** What paying on the hosted Checkout page makes: an active subscription. */
  subscribe(session: StandInSession): StandInSubscription {
    const price = this.prices.get(session.priceId);
    if (!price) throw new Error(`No price ${session.priceId}`);
    const subscription: StandInSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: session.metadata,
      items: { object: 'list', data: [this.itemFor(price)] },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    });
    return subscription;
  }

  /** An invoice of the subscription, as invoice events carry it. */
  invoiceOf(subscription: StandInSubscription, paid: boolean): Json {
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
  }
}
