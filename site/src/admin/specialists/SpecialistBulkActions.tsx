import type { AdminSpecialistBulk, AdminSpecialistBulkResult } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import type { BulkSelection } from '../BulkSelection.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

const plural = (n: number) => `${n} listing${n === 1 ? '' : 's'}`;
const TIER_NAMES = { free: 'Free', standard: 'Standard', featured: 'Featured' } as const;

/** What the confirmation asks before `decision` is sent. */
function questionOf(decision: AdminSpecialistBulk): string {
  const what = plural(decision.ids.length);
  if (decision.action === 'suspend') return `Suspend ${what} (“${decision.reason}”)?`;
  if (decision.action === 'reinstate') return `Reinstate ${what}?`;
  return `Put ${what} on the ${TIER_NAMES[decision.tier]} plan?`;
}

/**
 * Suspends the ticked listings with one reason, reinstates them, or puts them on one plan
 * (Featured features them) through `POST /api/admin/specialists/bulk`, after a confirmation
 * that says how many; then says what changed.
 */
export function SpecialistBulkActions({ selection }: { selection: BulkSelection<number> }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [asked, setAsked] = useState<AdminSpecialistBulk | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (decision: AdminSpecialistBulk) =>
      (await (
        await apiRequest('POST', '/api/admin/specialists/bulk', decision)
      ).json()) as AdminSpecialistBulkResult,
    onSuccess: (result) => {
      const unchanged = result.results.length - result.changed;
      setSummary(
        `${plural(result.changed)} changed${unchanged > 0 ? `; ${unchanged} left as they were` : ''}.`,
      );
      setAsked(null);
      setReason('');
      selection.clear();
      void refreshAdminData(queryClient);
    },
  });
  const ids = [...selection.chosen];
  const none = ids.length === 0;
  return (
    <section className="card admin-bulk" aria-labelledby="specialist-bulk-title">
      <h2 id="specialist-bulk-title" className="admin-bulk__title">
        {`Selected: ${plural(ids.length)}`}
      </h2>
      <div className="admin-bulk__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={none}
          onClick={() => setAsked({ action: 'tier', ids, tier: 'featured' })}
        >
          Feature selected
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={none}
          onClick={() => setAsked({ action: 'reinstate', ids })}
        >
          Reinstate selected
        </button>
        <div className="field">
          <label className="field__label" htmlFor="specialist-bulk-reason">
            Reason for suspending the selected listings
          </label>
          <input
            id="specialist-bulk-reason"
            className="field__input"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={none || reason.trim() === ''}
          onClick={() => setAsked({ action: 'suspend', ids, reason: reason.trim() })}
        >
          Suspend selected
        </button>
      </div>
      {asked ? (
        <fieldset className="admin-bulk__confirm">
          <legend>{questionOf(asked)}</legend>
          <button
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => change.mutate(asked)}
          >
            {`Change ${plural(asked.ids.length)}`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsked(null)}>
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
