import type { AdminEnquiryBulkResult, AdminEnquiryRow } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import type { BulkSelection } from '../BulkSelection.tsx';
import { refreshAdminData } from '../moderation-queries.ts';
import { ENQUIRY_STATUS_LABELS } from './queries.ts';

type Status = AdminEnquiryRow['status'];
// The statuses from the labels, not the contract's schemas: a value import of '@flo/contract'
// would bring zod into the page, whose first parse probes `new Function` against the CSP.
const STATUSES = Object.keys(ENQUIRY_STATUS_LABELS) as Status[];
const plural = (n: number) => `${n} enquir${n === 1 ? 'y' : 'ies'}`;

/**
 * Gives the ticked enquiries one status (`POST /api/admin/enquiries/bulk-status`) after a
 * confirmation that says how many, then says what became of them.
 */
export function EnquiryBulkStatus({ selection }: { selection: BulkSelection<string> }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('contacted');
  const [asking, setAsking] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (references: readonly string[]) =>
      (await (
        await apiRequest('POST', '/api/admin/enquiries/bulk-status', { references, status })
      ).json()) as AdminEnquiryBulkResult,
    onSuccess: (result) => {
      const unchanged = result.results.length - result.changed;
      setSummary(
        `${plural(result.changed)} now ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}` +
          (unchanged > 0 ? `; ${unchanged} left as they were.` : '.'),
      );
      setAsking(false);
      selection.clear();
      void refreshAdminData(queryClient);
    },
  });
  const count = selection.chosen.length;
  return (
    <section className="card admin-bulk" aria-labelledby="enquiry-bulk-title">
      <h2 id="enquiry-bulk-title" className="admin-bulk__title">{`Selected: ${plural(count)}`}</h2>
      <div className="admin-bulk__actions">
        <div className="field">
          <label className="field__label" htmlFor="enquiry-bulk-status">
            New status
          </label>
          <select
            id="enquiry-bulk-status"
            className="field__input"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as Status)}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENQUIRY_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--primary"
          disabled={count === 0}
          onClick={() => setAsking(true)}
        >
          Set status of selected
        </button>
      </div>
      {asking && count > 0 ? (
        <fieldset className="admin-bulk__confirm">
          <legend>{`Mark ${plural(count)} as ${ENQUIRY_STATUS_LABELS[status]}?`}</legend>
          <button
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => change.mutate(selection.chosen)}
          >
            {`Mark ${plural(count)}`}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAsking(false)}
          >
            Cancel
          </button>
        </fieldset>
      ) : null}
      {change.isError ? (
        <p role="alert" className="form-alert">{`Nothing was changed: ${change.error.message}`}</p>
      ) : null}
      <p role="status">{summary}</p>
    </section>
  );
}
