import type { ClaimReceived, Listing } from '@flo/contract';
import { CLAIM_ROLES } from '@flo/contract/constants';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SelectField, TextAreaField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { TierOptions } from './TierOptions.tsx';

/** Where a claim continues: the result screen, or the claim checkout for a paid plan. */
function nextUrl(claim: ClaimReceived): string {
  if (claim.tier === 'free') return `/claim-success?ref=${claim.reference}`;
  return `/claim-checkout?${new URLSearchParams({ claim: claim.reference, tier: claim.tier })}`;
}

/** Who is claiming and their proof → `POST /api/claims`; a 409 says the listing is taken. */
export function ClaimForm({ listing }: { listing: Listing }) {
  const apiRequest = useApiRequest();
  const navigate = useNavigate();
  const form = useApiForm({
    send: async (values) => {
      const res = await apiRequest('POST', '/api/claims', { ...values, specialistId: listing.id });
      return (await res.json()) as ClaimReceived;
    },
    onSuccess: (answer) => navigate(nextUrl(answer)),
    failure: { title: 'Your claim was not sent' },
  });
  const { mutation: claim, fieldError: error } = form;
  return (
    <ApiForm form={form} className="claim-form">
      <div className="form__row">
        <TextField name="name" label="Your name" autoComplete="name" required />
        <SelectField
          name="role"
          label="Your role"
          options={CLAIM_ROLES}
          placeholder="Choose your role"
          required
        />
      </div>
      <div className="form__row">
        <TextField
          name="email"
          label="Business e-mail"
          type="email"
          autoComplete="email"
          hint="An address at your business's own domain helps us check faster"
          required
        />
        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" required />
      </div>
      <TextField
        name="leadEmail"
        label="Send leads to"
        type="email"
        hint="Once your claim is approved, customers' enquiries go to this address. Leave it empty to use your business e-mail; you can change it later on your dashboard."
      />
      <TextAreaField
        name="proof"
        label="How can we confirm you run this business?"
        hint="For example: the phone number on the listing is our landline, our website shows the same address, or our Companies House number. At least 20 characters."
        rows={5}
        maxLength={2000}
        required
      />
      <TierOptions error={error('tier')} />
      <div className="form__actions">
        <SubmitButton pending={claim.isPending}>{`Claim ${listing.name}`}</SubmitButton>
      </div>
    </ApiForm>
  );
}
