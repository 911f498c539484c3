import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createBilling } from '../../billing/stripe-client.ts';
import type { Billing } from '../../deps.ts';
import { newId, StandInAccount, type StandInSubscription } from './account.ts';
import { answerApiCall, StandInError } from './api.ts';
import { parseStripeForm } from './form.ts';
import { checkoutPage, portalPage } from './pages.ts';

type Json = Record<string, unknown>;

/** Hands a signed event to Flo: answers the HTTP status Flo gave. */
export type EventDelivery = (payload: string, signature: string) => Promise<number>;

export interface StripeStandIn {
  /** http://127.0.0.1:PORT: give it to Flo as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Flo's billing pointed at the stand-in. */
  billing: Billing;
  account: StandInAccount;
  /** Every event made, in order, with Flo's answer to its delivery (null while held). */
  events: { event: Json; status: number | null }[];
  /** Where events go; events made without one are kept until it is set. */
  deliverTo(delivery: EventDelivery | null): void;
  /** Keeps new events back until `release()`, as a slow webhook would arrive. */
  hold(): void;
  release(): Promise<void>;
  /** Sends an event again, as Stripe redelivers one; answers Flo's status. */
  redeliver(event: Json): Promise<number>;
  /** Signs a payload as Stripe does; `timestamp` (seconds) defaults to the stand-in's clock. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** The next renewal of a subscription fails: past_due, invoice.payment_failed, updated. */
  failRenewal(subscriptionId: string): Promise<void>;
  /** Stripe gives up or the period ends after a cancel: canceled, then deleted. */
  endSubscription(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Stripe-compatible HTTP server for tests (no test may reach Stripe): the API endpoints Flo
 * calls, a hosted checkout page (/pay/{session}) that completes or declines a payment, a portal
 * page that cancels at the period end, and events signed the way Stripe signs them
 * (`stripe.webhooks.generateTestHeaderString`). `now` is the clock its objects are dated by.
 *
 * @example
 * const stripe = await startStripeStandIn({ now: clockOf(api.deps) });
 * stripe.deliverTo((payload, signature) => postWebhook(api, payload, signature));
 */
export async function startStripeStandIn(
  options: { now?: () => Date } = {},
): Promise<StripeStandIn> {
  const now = options.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const secretKey = `sk_test_${newId('standin')}`;
  const webhookSecret = `whsec_${newId('standin')}`;
  const account = new StandInAccount(nowSeconds);
  const signer = new Stripe(secretKey);
  const events: StripeStandIn['events'] = [];
  let delivery: EventDelivery | null = null;
  let held = false;

  const sign: StripeStandIn['sign'] = (payload, opts = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhookSecret,
      timestamp: opts.timestamp ?? nowSeconds(),
    });
  const send = async (entry: StripeStandIn['events'][number]) => {
    if (!delivery) return;
    const payload = JSON.stringify(entry.event);
    entry.status = await delivery(payload, sign(payload));
  };
  const emit = async (type: string, object: Json) => {
    const entry = {
      event: {
        id: newId('evt'),
        object: 'event',
        type,
        created: nowSeconds(),
        livemode: false,
        api_version: Stripe.API_VERSION,
        data: { object: structuredClone(object) },
      },
      status: null,
    };
    events.push(entry);
    if (!held) await send(entry);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof StandInError ? error.status : 500;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: String((error as Error).message) },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (target.pathname.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        throw new StandInError(401, 'Invalid API Key provided');
      }
      const params = parseStripeForm(req.method === 'GET' ? target.search.slice(1) : body);
      const answer = await answerApiCall(
        { method: req.method ?? 'GET', path: target.pathname, params },
        { account, baseUrl: url, emit },
      );
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(answer));
      return;
    }
    const pay = /^\/pay\/([\w-]+)$/.exec(target.pathname);
    const session = pay ? account.sessions.get(pay[1] as string) : undefined;
    if (session && req.method === 'GET') return html(res, checkoutPage(session, account, ''));
    if (session && req.method === 'POST') {
      if (new URLSearchParams(body).get('outcome') !== 'pay') {
        return html(res, checkoutPage(session, account, 'Your card was declined.'), 402);
      }
      const subscription = account.subscribe(session);
      await emit('customer.subscription.created', subscription);
      await emit('checkout.session.completed', { ...session, priceId: undefined });
      await emit('invoice.paid', account.invoiceOf(subscription, true));
      return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    }
    const portal = /^\/portal\/[\w-]+$/.test(target.pathname);
    const customer = target.searchParams.get('customer') ?? '';
    const back = target.searchParams.get('return') ?? '/';
    if (portal && req.method === 'GET') return html(res, portalPage(account, customer, back));
    if (portal && req.method === 'POST') {
      for (const subscription of account.subscriptions.values()) {
        if (subscription.customer !== customer || subscription.status !== 'active') continue;
        subscription.cancel_at_period_end = true;
        await emit('customer.subscription.updated', subscription);
      }
      return redirect(res, back);
    }
    throw new StandInError(404, `Nothing at ${target.pathname}`);
  }

  const subscriptionOf = (id: string): StandInSubscription => {
    const subscription = account.subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    return subscription;
  };

  return {
    url,
    secretKey,
    webhookSecret,
    billing: createBilling({ secretKey, webhookSecret, apiUrl: url }),
    account,
    events,
    deliverTo(next) {
      delivery = next;
    },
    hold() {
      held = true;
    },
    async release() {
      held = false;
      for (const entry of events) if (entry.status === null) await send(entry);
    },
    async redeliver(event) {
      if (!delivery) throw new Error('No delivery set');
      const payload = JSON.stringify(event);
      return delivery(payload, sign(payload));
    },
    sign,
    async failRenewal(id) {
      const subscription = subscriptionOf(id);
      subscription.status = 'past_due';
      await emit('invoice.payment_failed', account.invoiceOf(subscription, false));
      await emit('customer.subscription.updated', subscription);
    },
    async endSubscription(id) {
      const subscription = subscriptionOf(id);
      subscription.status = 'canceled';
      await emit('customer.subscription.deleted', subscription);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function html(res: ServerResponse, page: string, status = 200) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}
