import type { AuditEntry } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { ChangeList, entityText } from '../audit/ChangeList.tsx';
import { recentChangesQuery } from '../audit/queries.ts';
import { ListPages } from '../ListPages.tsx';
import { pageFrom, refreshAdminData, statusFrom } from '../moderation-queries.ts';
import { StatusFilter } from '../StatusFilter.tsx';

const STATUSES = ['unreviewed', 'reviewed'] as const;
type Status = (typeof STATUSES)[number];

/**
 * "Looks fine" (`POST …/reviewed`) or, for an edit of the listing's fields, "Revert"
 * (`POST …/revert`, the before values go back and the revert is itself recorded; a photo or logo
 * change has no Revert, as its files are gone). A 409, such as a listing changed again since, is shown as the
 * API words it, naming the newer change.
 */
function ReviewActions({ change }: { change: AuditEntry }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const act = useMutation({
    mutationFn: (what: 'reviewed' | 'revert') =>
      apiRequest('POST', `/api/admin/recent-changes/${change.id}/${what}`, {}),
    onSuccess: (_answer, what) => {
      toast({ title: what === 'revert' ? 'Change reverted' : 'Marked as fine' });
      void refreshAdminData(queryClient);
    },
  });
  return (
    <div className="audit-recent__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={act.isPending}
        onClick={() => act.mutate('reviewed')}
      >
        Looks fine
      </button>
      {change.action === 'listing.update' ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={act.isPending}
          onClick={() => act.mutate('revert')}
        >
          Revert
        </button>
      ) : null}
      {act.isError ? (
        <p role="alert" className="form-alert">
          {formProblemFrom(act.error).message}
        </p>
      ) : null}
    </div>
  );
}

function ChangeItem({ change, status }: { change: AuditEntry; status: Status }) {
  const outcome = change.review?.outcome === 'reverted' ? 'Reverted' : 'Looked at, fine';
  return (
    <article
      className="card admin-item audit-recent__item"
      aria-label={`Change by ${change.actor.label} to ${entityText(change)}`}
      data-change-id={change.id}
    >
      <h2 className="admin-item__title">{entityText(change)}</h2>
      <p className="muted">{`${change.actor.label}, ${formatDateTime(change.at)}`}</p>
      <ChangeList entry={change} />
      {status === 'unreviewed' ? (
        <ReviewActions change={change} />
      ) : change.review ? (
        <p>{`${outcome} by ${change.review.by}, ${formatDateTime(change.review.at)}`}</p>
      ) : null}
    </article>
  );
}

/**
 * Businesses' edits of their listings (`GET /api/admin/recent-changes`): they are live at once,
 * and wait here, newest first, until an operator marks each fine or reverts it.
 */
export function RecentChanges() {
  const [params] = useSearchParams();
  const status = statusFrom(params, STATUSES);
  const page = pageFrom(params);
  const changes = useQuery(recentChangesQuery(status, page));
  return (
    <>
      <StatusFilter
        label="Show changes"
        current={status}
        options={[
          ['unreviewed', 'To review'],
          ['reviewed', 'Reviewed'],
        ]}
        hrefOf={(s) => `/admin/recent-changes?status=${s}`}
      />
      {changes.isPending ? <p role="status">Loading changes…</p> : null}
      {changes.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the changes. '}
          <button type="button" className="link-button" onClick={() => changes.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {changes.data ? (
        <>
          <p role="status">{`${changes.data.unreviewed} to review`}</p>
          {changes.data.items.length === 0 ? (
            <p>{status === 'unreviewed' ? 'Nothing to review.' : 'No reviewed changes yet.'}</p>
          ) : (
            changes.data.items.map((change) => (
              <ChangeItem key={change.id} change={change} status={status} />
            ))
          )}
          <ListPages
            label="Change pages"
            noun="changes"
            totals={changes.data}
            hrefOf={(p) => `/admin/recent-changes?status=${status}&page=${p}`}
          />
        </>
      ) : null}
    </>
  );
}
