import type { AdminReview } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextAreaField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

/**
 * Publish a review, or reject it with the reason kept on record
 * (`POST /api/admin/reviews/{id}/decision`). Either way the lists and counts are refreshed.
 */
export function ReviewDecision({ review }: { review: AdminReview }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const decide = (body: { action: 'publish' } | { action: 'reject'; reason: string }) =>
    apiRequest('POST', `/api/admin/reviews/${review.id}/decision`, body);
  const done = (title: string) => {
    toast({ title });
    void refreshAdminData(queryClient);
  };
  const publish = useMutation({
    mutationFn: () => decide({ action: 'publish' }),
    onSuccess: () => done(`Review by ${review.customerName} published`),
    onError: () => toast({ title: 'Review not published', variant: 'destructive' }),
  });
  const reject = useApiForm({
    send: (values) => decide({ action: 'reject', reason: values.reason ?? '' }),
    onSuccess: () => done(`Review by ${review.customerName} rejected`),
    failure: { title: 'Review not rejected' },
  });
  return (
    <div className="admin-decision">
      {review.status === 'published' ? null : (
        <button
          type="button"
          className="button button--primary"
          disabled={publish.isPending}
          onClick={() => publish.mutate()}
        >
          {publish.isPending ? 'Publishing…' : 'Publish'}
        </button>
      )}
      {review.status === 'rejected' ? null : (
        <ApiForm form={reject} className="admin-decision__reject">
          <TextAreaField
            idPrefix={`review-${review.id}`}
            name="reason"
            label="Reason for rejecting"
            hint="Kept on record; the review leaves the profile and its rating."
            rows={2}
            maxLength={500}
            required
          />
          <SubmitButton pending={reject.mutation.isPending} pendingLabel="Rejecting…">
            Reject
          </SubmitButton>
        </ApiForm>
      )}
    </div>
  );
}
