import type { ReviewBulkDecision, ReviewBulkResult } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

const plural = (n: number) => `${n} review${n === 1 ? '' : 's'}`;

/** "48 published; 2 had that status already; 0 not found." */
function summaryOf(result: ReviewBulkResult, action: ReviewBulkDecision['action']): string {
  const count = (outcome: string) => result.results.filter((r) => r.outcome === outcome).length;
  const done = action === 'publish' ? 'published' : 'rejected';
  const parts = [`${plural(result.changed)} ${done}`];
  if (count('unchanged') > 0) parts.push(`${count('unchanged')} had that status already`);
  if (count('not_found') > 0) parts.push(`${count('not_found')} no longer exist`);
  return `${parts.join('; ')}.`;
}

/**
 * Publish or reject the reviews ticked on this page, all at once
 * (`POST /api/admin/reviews/bulk-decision`): one reason for a rejection, a confirmation that
 * says how many, then a summary of what happened to them. Only the ticked reviews are sent.
 */
export function ReviewBulkActions({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ReviewBulkDecision | null>(null);
  const [reason, setReason] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked) confirmRef.current?.focus();
  }, [asked]);
  const decide = useMutation({
    mutationFn: async (decision: ReviewBulkDecision) =>
      (await (
        await apiRequest('POST', '/api/admin/reviews/bulk-decision', decision)
      ).json()) as ReviewBulkResult,
    onSuccess: (result, decision) => {
      setSummary(summaryOf(result, decision.action));
      setAsked(null);
      setReason('');
      onDone();
      void refreshAdminData(queryClient);
    },
  });
  const none = ids.length === 0;
  return (
    <section className="card review-bulk" aria-labelledby="review-bulk-title">
      <h2 id="review-bulk-title" className="review-bulk__title">
        {`Selected: ${plural(ids.length)}`}
      </h2>
      <div className="review-bulk__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={none}
          onClick={() => setAsked({ action: 'publish', ids: [...ids] })}
        >
          Publish selected
        </button>
        <div className="field review-bulk__reason">
          <label className="field__label" htmlFor="review-bulk-reason">
            Reason for rejecting the selected reviews
          </label>
          <p id="review-bulk-policy" className="field__hint">
            Reject a review only under the moderation policy (not a customer, abuse, personal
            details, spam, off-topic), never for its rating. Kept on record with each review.
          </p>
          <textarea
            id="review-bulk-reason"
            className="field__input field__input--multiline"
            rows={2}
            maxLength={500}
            value={reason}
            aria-describedby="review-bulk-policy"
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={none || reason.trim() === ''}
          onClick={() => setAsked({ action: 'reject', ids: [...ids], reason: reason.trim() })}
        >
          Reject selected
        </button>
      </div>
      {asked ? (
        <fieldset className="review-bulk__confirm">
          <legend>
            {asked.action === 'publish'
              ? `Publish ${plural(asked.ids.length)}? They will show on the public profiles.`
              : `Reject ${plural(asked.ids.length)} with the reason “${asked.reason}”?`}
          </legend>
          <button
            ref={confirmRef}
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate(asked)}
          >
            {decide.isPending
              ? 'Saving…'
              : `${asked.action === 'publish' ? 'Publish' : 'Reject'} ${plural(asked.ids.length)}`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsked(null)}>
            Cancel
          </button>
        </fieldset>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="form-alert">
          {`Nothing was changed: ${decide.error.message}`}
        </p>
      ) : null}
      <p role="status" className="review-bulk__summary">
        {summary}
      </p>
    </section>
  );
}
