import type { MailBulkResendResult } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

const mails = (n: number) => `${n} mail${n === 1 ? '' : 's'}`;

/** "2 mails back in the queue; 1 had not failed." */
function summaryOf(result: MailBulkResendResult): string {
  const notFailed = result.results.filter((r) => r.outcome === 'not_failed').length;
  const missing = result.results.filter((r) => r.outcome === 'not_found').length;
  const parts = [`${mails(result.requeued)} back in the queue`];
  if (notFailed > 0) parts.push(`${notFailed} had not failed`);
  if (missing > 0) parts.push(`${missing} no longer exist`);
  return `${parts.join('; ')}.`;
}

/**
 * Sends failed mail again (`POST /api/admin/mail/resend`): one row's Resend button, or the
 * ticked rows after a confirmation that says how many; then a summary of what happened.
 */
export function useResendMail(onDone: () => void) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: async (ids: readonly number[]) =>
      (await (
        await apiRequest('POST', '/api/admin/mail/resend', { ids })
      ).json()) as MailBulkResendResult,
    onSuccess: (result) => {
      setSummary(summaryOf(result));
      onDone();
      void refreshAdminData(queryClient);
    },
  });
  return { resend, summary };
}

/** The bar above the failed mail: how many are ticked and the confirmed bulk resend. */
export function ResendSelected({
  ids,
  resend,
}: {
  ids: readonly number[];
  resend: ReturnType<typeof useResendMail>['resend'];
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="mail-bulk">
      <p>{`Selected: ${mails(ids.length)}`}</p>
      {asking ? (
        <fieldset className="mail-bulk__confirm">
          <legend>{`Send ${mails(ids.length)} again?`}</legend>
          <button
            type="button"
            className="button button--primary"
            disabled={resend.isPending}
            onClick={() => resend.mutate(ids, { onSettled: () => setAsking(false) })}
          >
            {`Resend ${mails(ids.length)}`}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAsking(false)}
          >
            Cancel
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={ids.length === 0}
          onClick={() => setAsking(true)}
        >
          Resend selected
        </button>
      )}
    </div>
  );
}
