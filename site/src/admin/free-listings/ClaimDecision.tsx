import type { AdminClaim } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { TextAreaField } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

/**
 * Approve a claim (the API creates the business login and e-mails its one-time setup link) or
 * reject it with a reason the claimant is mailed (`POST /api/admin/claims/{id}/decision`). A
 * 409 (decided already, listing managed, address in use) is shown as the API words it.
 */
export function ClaimDecision({ claim }: { claim: AdminClaim }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const decide = (body: { action: 'approve' } | { action: 'reject'; reason: string }) =>
    apiRequest('POST', `/api/admin/claims/${claim.id}/decision`, body);
  const done = (title: string, description: string) => {
    toast({ title, description });
    void refreshAdminData(queryClient);
  };
  const approve = useMutation({
    mutationFn: () => decide({ action: 'approve' }),
    onSuccess: () =>
      done(`Claim ${claim.reference} approved`, `A setup link is on its way to ${claim.email}.`),
  });
  const reject = useApiForm({
    send: (values) => decide({ action: 'reject', reason: values.reason ?? '' }),
    onSuccess: () => done(`Claim ${claim.reference} rejected`, `${claim.email} is told why.`),
    failure: { title: 'Claim not rejected' },
  });
  return (
    <div className="admin-decision">
      {approve.isError ? <FormAlert problem={formProblemFrom(approve.error)} /> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={approve.isPending}
        onClick={() => approve.mutate()}
      >
        {approve.isPending ? 'Approving…' : `Approve and send a setup link`}
      </button>
      <ApiForm form={reject} className="admin-decision__reject">
        <TextAreaField
          idPrefix={`claim-${claim.id}`}
          name="reason"
          label="Reason for rejecting"
          hint="E-mailed to the claimant."
          rows={2}
          maxLength={1000}
          required
        />
        <SubmitButton pending={reject.mutation.isPending} pendingLabel="Rejecting…">
          Reject
        </SubmitButton>
      </ApiForm>
    </div>
  );
}
