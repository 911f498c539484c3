interface ResultCopy {
  kind: 'claim' | 'payment' | 'subscription';
  heading: string;
  description: string;
  /** Steps before the invoice ones, which every paid request adds. */
  steps: readonly string[];
}

const RESULTS: Record<string, ResultCopy> = {
  '/claim-success': {
    kind: 'claim',
    heading: 'Claim received',
    description: 'We have your request to claim your listing on Flo.',
    steps: [
      'We check the proof you gave against the listing, usually within one working day.',
      'Once confirmed, we e-mail you a link to set the password for your business login.',
    ],
  },
  '/payment-success': {
    kind: 'payment',
    heading: 'Order received',
    description: 'We have your order for a Flo listing plan and will e-mail an invoice.',
    steps: [],
  },
  '/subscription-success': {
    kind: 'subscription',
    heading: 'Subscription request received',
    description: 'We have your request for a Flo listing plan and will e-mail an invoice.',
    steps: [],
  },
};

/**
 * The copy of a result screen by its path.
 *
 * @example
 * resultFor('/claim-success').heading // 'Claim received'
 */
export function resultFor(pathname: string): ResultCopy {
  return RESULTS[pathname.replace(/\/+$/, '')] ?? (RESULTS['/subscription-success'] as ResultCopy);
}
