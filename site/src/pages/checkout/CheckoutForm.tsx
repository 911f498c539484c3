import type { PaidListingTier, SubscriptionRequested } from '@flo/contract';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { CHECKOUT_MODES, type CheckoutSource } from './modes.ts';
import { TierChoice } from './TierChoice.tsx';

interface CheckoutFormProps {
  source: CheckoutSource;
  tier: PaidListingTier;
}

/** The result screen's address: the reference and the plan. */
function successUrl(props: CheckoutFormProps, answer: SubscriptionRequested): string {
  const params = new URLSearchParams({ ref: answer.reference, tier: answer.tier });
  return `${CHECKOUT_MODES[props.source].successPath}?${params}`;
}

/**
 * The signed-in business's invoice details → `POST /api/business/subscription-requests` (its own
 * listing), then the result screen.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const apiRequest = useApiRequest();
  const navigate = useNavigate();
  const form = useApiForm({
    send: async (values) => {
      const body = { ...values, source: props.source };
      const res = await apiRequest('POST', '/api/business/subscription-requests', body);
      return (await res.json()) as SubscriptionRequested;
    },
    onSuccess: (answer) => navigate(successUrl(props, answer)),
    failure: { title: 'Your request was not sent' },
  });
  const { mutation: send, fieldError: error } = form;
  return (
    <ApiForm form={form} className="checkout-form">
      <TierChoice defaultTier={props.tier} error={error('tier')} />
      <TextField name="businessName" label="Business name" autoComplete="organization" required />
      <div className="form__row">
        <TextField name="contactName" label="Your name" autoComplete="name" required />
        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
      </div>
      <TextField
        name="invoiceEmail"
        label="E-mail for invoices"
        type="email"
        autoComplete="email"
        required
      />
      <TextAreaField
        name="invoiceAddress"
        label="Invoice address"
        rows={4}
        maxLength={500}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={send.isPending}>Request invoice</SubmitButton>
        <p className="muted">No payment is taken now.</p>
      </div>
    </ApiForm>
  );
}
