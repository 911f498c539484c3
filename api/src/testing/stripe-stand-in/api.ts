import { newId, type StandInAccount, type StandInPrice, type StandInSession } from './account.ts';

/* The Stripe API endpoints Flo calls, answered from the stand-in's account. */

type Json = Record<string, unknown>;

export class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiCall {
  method: string;
  path: string;
  params: Json;
}

export interface ApiContext {
  account: StandInAccount;
  baseUrl: string;
  /** Sends an event about a change the call made (subscription updates, cancels). */
  emit(type: string, object: Json): Promise<void>;
}

const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '' });

function found<T>(map: Map<string, T>, id: string | undefined, what: string): T {
  const value = id ? map.get(id) : undefined;
  if (!value) throw new StandInError(404, `No such ${what}: '${id}'`);
  return value;
}

const metadataOf = (params: Json) => (params.metadata ?? {}) as Record<string, string>;

/** Answers one API call, or throws StandInError as Stripe would answer it. */
export async function answerApiCall(call: ApiCall, ctx: ApiContext): Promise<unknown> {
  const { account } = ctx;
  const { method, params } = call;
  const path = call.path.replace(/^\/v1\//, '');
  const [resource, id] =
    path.startsWith('checkout/sessions') || path.startsWith('billing_portal/')
      ? [path.split('/').slice(0, 2).join('/'), path.split('/')[2]]
      : path.split('/');
  const route = `${method} ${resource}${id ? '/:id' : ''}`;
  switch (route) {
    case 'POST customers': {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        ...params,
        metadata: metadataOf(params),
      };
      account.customers.set(customer.id, customer);
      return customer;
    }
    case 'GET customers/:id':
      return found(account.customers, id, 'customer');
    case 'GET prices': {
      const keys = (params.lookup_keys ?? []) as string[];
      return list([...account.prices.values()].filter((p) => keys.includes(p.lookup_key ?? '')));
    }
    case 'POST prices':
      return createPrice(account, params);
    case 'GET tax_rates':
      return list([...account.taxRates.values()]);
    case 'POST tax_rates': {
      const rate = {
        id: newId('txr'),
        object: 'tax_rate',
        active: true,
        ...params,
        metadata: metadataOf(params),
      };
      account.taxRates.set(rate.id, rate);
      return rate;
    }
    case 'POST checkout/sessions':
      return publicSession(createSession(ctx, params));
    case 'GET checkout/sessions/:id':
      return publicSession(found(account.sessions, id, 'checkout.session'));
    case 'GET subscriptions/:id':
      return found(account.subscriptions, id, 'subscription');
    case 'POST subscriptions/:id': {
      const subscription = found(account.subscriptions, id, 'subscription');
      const [change] = (params.items ?? []) as { id: string; price: string }[];
      if (change) {
        const price = found(account.prices, change.price, 'price');
        subscription.items.data = [{ ...account.itemFor(price), id: change.id }];
      }
      if (params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      await ctx.emit('customer.subscription.updated', subscription);
      return subscription;
    }
    case 'DELETE subscriptions/:id': {
      const subscription = found(account.subscriptions, id, 'subscription');
      subscription.status = 'canceled';
      await ctx.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    case 'POST billing_portal/sessions': {
      found(account.customers, params.customer as string, 'customer');
      const portalId = newId('bps');
      const back = encodeURIComponent(String(params.return_url));
      return {
        id: portalId,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${ctx.baseUrl}/portal/${portalId}?customer=${params.customer}&return=${back}`,
      };
    }
  }
  throw new StandInError(404, `Unrecognized request URL (${method}: ${call.path})`);
}

function createPrice(account: StandInAccount, params: Json): StandInPrice {
  const recurring = params.recurring as { interval: 'month' | 'year' };
  const price: StandInPrice = {
    id: newId('price'),
    object: 'price',
    currency: String(params.currency),
    unit_amount: Number(params.unit_amount),
    recurring: { interval: recurring.interval },
    lookup_key: (params.lookup_key as string) ?? null,
    tax_behavior: params.tax_behavior ?? 'unspecified',
    metadata: metadataOf(params),
  };
  account.prices.set(price.id, price);
  return price;
}

function createSession(ctx: ApiContext, params: Json): StandInSession {
  const { account } = ctx;
  const [item] = (params.line_items ?? []) as { price: string; tax_rates?: string[] }[];
  found(account.customers, params.customer as string, 'customer');
  found(account.prices, item?.price, 'price');
  if (!item?.tax_rates?.length || !item.tax_rates.every((rate) => account.taxRates.has(rate))) {
    throw new StandInError(400, 'Every line item needs an existing tax rate');
  }
  const sessionId = newId('cs_test');
  const session: StandInSession = {
    id: sessionId,
    object: 'checkout.session',
    mode: String(params.mode),
    customer: String(params.customer),
    client_reference_id: params.client_reference_id ?? null,
    status: 'open',
    payment_status: 'unpaid',
    subscription: null,
    success_url: String(params.success_url),
    cancel_url: String(params.cancel_url),
    metadata: metadataOf(params),
    url: `${ctx.baseUrl}/pay/${sessionId}`,
    priceId: item.price,
  };
  account.sessions.set(session.id, session);
  return session;
}

/** A session as Stripe shows it: without the stand-in's own bookkeeping. */
export function publicSession({ priceId: _priceId, ...session }: StandInSession) {
  return session;
}
