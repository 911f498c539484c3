import type { BusinessProfile } from '@flo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshBusinessData } from '../queries.ts';

/**
 * Where the business's leads and messages are mailed, and a form that moves them to another
 * address (`PATCH /api/business/profile` `{ email }`): the change applies at once, and the API
 * tells the old address.
 */
export function LeadAddressCard({ leadEmail }: { leadEmail: string }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [changing, setChanging] = useState(false);
  const form = useApiForm({
    send: async (values) =>
      (await (
        await apiRequest('PATCH', '/api/business/profile', { email: values.email ?? '' })
      ).json()) as BusinessProfile,
    onSuccess: async (answer) => {
      setChanging(false);
      toast({ title: 'Lead address changed', description: `Leads now go to ${answer.email}.` });
      await refreshBusinessData(queryClient);
    },
    failure: { title: 'Lead address not changed' },
  });
  return (
    <section className="card business-panel" aria-labelledby="lead-address-title">
      <h2 id="lead-address-title">Where your leads go</h2>
      <p>
        Leads are sent to <strong>{leadEmail}</strong>. Customers who answer a lead, a reply or a
        quote reach this address too.
      </p>
      {changing ? (
        <ApiForm form={form} className="business-form">
          <TextField
            idPrefix="lead-address"
            name="email"
            label="Send leads to"
            type="email"
            autoComplete="email"
            defaultValue={leadEmail}
            hint="The change applies at once; we tell the old address about it."
            required
          />
          <div className="form__actions">
            <SubmitButton pending={form.mutation.isPending}>Save the lead address</SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setChanging(false)}
            >
              Cancel
            </button>
          </div>
        </ApiForm>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setChanging(true)}
        >
          Change the lead address
        </button>
      )}
    </section>
  );
}
