import type { BusinessLeadDetail } from '@flo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { leadQuery, refreshBusinessData } from '../queries.ts';

/**
 * A form on the lead page that sends its values to the API and answers the lead as it now
 * stands: the page shows the answer at once, every other business read is refreshed, and
 * `done` (the confirmation to announce) is set; `round` changes after each success, so a form
 * keyed on it starts empty again.
 *
 * @example
 * const reply = useLeadAction(reference, 'POST', 'replies', (v) => ({ message: v.message }), 'Your reply was sent.');
 */
export function useLeadAction(
  reference: string,
  method: 'POST' | 'PATCH',
  action: 'replies' | 'quotes' | null,
  body: (values: Record<string, string>) => unknown,
  confirmation: string,
  failureTitle: string,
) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const path = `/api/business/enquiries/${reference}${action ? `/${action}` : ''}`;
  const form = useApiForm({
    send: async (values) =>
      (await (await apiRequest(method, path, body(values))).json()) as BusinessLeadDetail,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadQuery(reference).queryKey, lead);
      void refreshBusinessData(queryClient);
      setDone(confirmation);
      setRound((n) => n + 1);
    },
    failure: { title: failureTitle },
  });
  return { form, round, done: form.mutation.isError ? null : done };
}
