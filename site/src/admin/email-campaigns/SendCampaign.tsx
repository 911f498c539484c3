import type { AdminCampaign, CampaignPreview } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

/**
 * Sends a saved draft (`POST /api/admin/email-campaigns/{id}/send`) after the admin confirms
 * it, with the number of specialists it will reach now. Unsaved changes must be saved first.
 */
export function SendCampaign({ campaign, unsaved }: { campaign: AdminCampaign; unsaved: boolean }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const { subject, body, audience } = campaign;
  const reach = useQuery({
    queryKey: ['/api/admin/email-campaigns/preview', { subject, body, audience }],
    queryFn: async () =>
      (await (
        await apiRequest('POST', '/api/admin/email-campaigns/preview', { subject, body, audience })
      ).json()) as CampaignPreview,
    enabled: confirming,
    retry: false,
  });
  const send = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/email-campaigns/${campaign.id}/send`),
    onSuccess: () => {
      toast({ title: `“${campaign.subject}” is on its way` });
      void refreshAdminData(queryClient);
    },
  });
  const problem = send.isError ? formProblemFrom(send.error) : null;
  return (
    <section className="card admin-item" aria-labelledby="campaign-send-title">
      <h2 id="campaign-send-title" className="admin-item__title">
        Send
      </h2>
      {unsaved ? <p>Save the draft before sending it.</p> : null}
      {problem ? (
        <p role="alert" className="form-alert">
          {problem.fields.audience ?? problem.message}
        </p>
      ) : null}
      {confirming && !unsaved ? (
        <fieldset className="campaign-confirm">
          <legend>Confirm sending</legend>
          <p>
            {reach.data
              ? `Send “${campaign.subject}” to ${reach.data.recipients.toLocaleString('en-GB')} specialists now? This cannot be undone.`
              : 'Counting the specialists it will reach…'}
          </p>
          <div className="admin-decision">
            <button
              type="button"
              className="button button--primary"
              disabled={!reach.data || send.isPending}
              onClick={() => send.mutate()}
            >
              {send.isPending ? 'Sending…' : 'Yes, send it now'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={unsaved}
          onClick={() => setConfirming(true)}
        >
          Send…
        </button>
      )}
    </section>
  );
}
