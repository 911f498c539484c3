import type { StandInAccount, StandInSession } from './account.ts';

/* The stand-in's hosted pages: plain HTML forms a browser test fills in like Stripe's. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

/** The hosted checkout page: the plan, its price plus VAT, Pay or a declined card. */
export function checkoutPage(session: StandInSession, account: StandInAccount, error: string) {
  const price = account.prices.get(session.priceId);
  const amount = price ? (price.unit_amount / 100).toFixed(2) : '?';
  const interval = price?.recurring.interval ?? '';
  const vat = [...account.taxRates.values()][0]?.percentage ?? 0;
  const action = `/pay/${escapeHtml(session.id)}`;
  return page(
    'Stand-in Stripe Checkout',
    `<h1>Pay Flo</h1>
<p data-testid="plan">${escapeHtml(String(price?.metadata.tier ?? ''))}: £${amount} per ${escapeHtml(interval)} plus VAT (${escapeHtml(String(vat))}%)</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}"><input type="hidden" name="outcome" value="pay"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="decline"><button type="submit">Use a card that is declined</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
  );
}

/** The hosted customer portal: the customer's plans and a button that cancels at period end. */
export function portalPage(account: StandInAccount, customer: string, back: string) {
  const plans = [...account.subscriptions.values()].filter((s) => s.customer === customer);
  const items = plans
    .map(
      (s) =>
        `<li>${escapeHtml(s.id)}: ${escapeHtml(s.status)}${s.cancel_at_period_end ? ' (cancels at period end)' : ''}</li>`,
    )
    .join('');
  const query = `customer=${encodeURIComponent(customer)}&return=${encodeURIComponent(back)}`;
  return page(
    'Stand-in Stripe billing portal',
    `<h1>Billing</h1><ul>${items}</ul>
<form method="post" action="/portal/cancel?${escapeHtml(query)}"><button type="submit">Cancel plan</button></form>
<p><a href="${escapeHtml(back)}">Return to Flo</a></p>`,
  );
}
