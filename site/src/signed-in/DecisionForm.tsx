import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiForm } from '../forms/ApiForm.tsx';
import { formProblemFrom } from '../forms/api-error.ts';
import { TextAreaField } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { useToast } from '../global/toast/ToastProvider.tsx';
import type { ToastInput } from '../global/toast/toast-state.ts';
import './decision-form.css';

export interface ApproveDecision {
  /** The body's `action` ('approve', 'publish'). */
  action: string;
  label: string;
  pendingLabel: string;
  /** The toast once done. */
  done: ToastInput;
  /** A refusal's toast title; without one, the API's words show above the buttons instead. */
  failureToast?: string;
}

export interface RejectDecision {
  /** Prefixes the reason's id: one page lists many items, each with its form. */
  idPrefix: string;
  /** What becomes of the reason ('E-mailed to the claimant.'). */
  hint: string;
  maxLength: number;
  /** The toast once done. */
  done: ToastInput;
  /** The failure toast's title ('Claim not rejected'). */
  failureTitle: string;
}

export interface DecisionFormProps {
  /** Where the decision is posted ('/api/admin/claims/12/decision'). */
  path: string;
  /** The approving button; null when the item is approved already. */
  approve: ApproveDecision | null;
  /** The reject form, which needs a reason; null when the item is rejected already. */
  reject: RejectDecision | null;
  /** Runs after either decision succeeded, to refresh what it changed. */
  onDecided?: (queryClient: QueryClient) => unknown;
}

/**
 * Approve an item with one button (`{ action }`), or reject it with a reason
 * (`{ action: 'reject', reason }`), both posted to `path`; each says it is done in a toast.
 *
 * @example
 * <DecisionForm
 *   path={`/api/admin/reviews/${review.id}/decision`}
 *   approve={{ action: 'publish', label: 'Publish', pendingLabel: 'Publishing…', done: { title: 'Published' }, failureToast: 'Review not published' }}
 *   reject={{ idPrefix: `review-${review.id}`, hint: 'Kept on record.', maxLength: 500, done: { title: 'Rejected' }, failureTitle: 'Review not rejected' }}
 *   onDecided={refreshAdminData}
 * />
 */
export function DecisionForm({ path, approve, reject, onDecided }: DecisionFormProps) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const decide = (body: { action: string; reason?: string }) => apiRequest('POST', path, body);
  const done = (message: ToastInput) => {
    toast(message);
    void onDecided?.(queryClient);
  };
  const approval = useMutation({
    mutationFn: () => decide({ action: approve?.action ?? '' }),
    onSuccess: () => approve && done(approve.done),
    onError: () => {
      if (approve?.failureToast) toast({ title: approve.failureToast, variant: 'destructive' });
    },
  });
  const rejection = useApiForm({
    send: (values) => decide({ action: 'reject', reason: values.reason ?? '' }),
    onSuccess: () => reject && done(reject.done),
    failure: { title: reject?.failureTitle ?? '' },
  });
  return (
    <div className="admin-decision">
      {approve && !approve.failureToast && approval.isError ? (
        <FormAlert problem={formProblemFrom(approval.error)} />
      ) : null}
      {approve ? (
        <button
          type="button"
          className="button button--primary"
          disabled={approval.isPending}
          onClick={() => approval.mutate()}
        >
          {approval.isPending ? approve.pendingLabel : approve.label}
        </button>
      ) : null}
      {reject ? (
        <ApiForm form={rejection} className="admin-decision__reject">
          <TextAreaField
            idPrefix={reject.idPrefix}
            name="reason"
            label="Reason for rejecting"
            hint={reject.hint}
            rows={2}
            maxLength={reject.maxLength}
            required
          />
          <SubmitButton pending={rejection.mutation.isPending} pendingLabel="Rejecting…">
            Reject
          </SubmitButton>
        </ApiForm>
      ) : null}
    </div>
  );
}
