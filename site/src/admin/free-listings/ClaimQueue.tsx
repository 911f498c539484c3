import type { AdminClaim } from '@flo/contract';
import { LISTING_PLANS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { DecisionForm } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import {
  adminClaimsQuery,
  type ClaimStatus,
  pageFrom,
  refreshAdminData,
  statusFrom,
} from '../moderation-queries.ts';
import { StatusFilter } from '../StatusFilter.tsx';

const STATUSES: readonly (readonly [ClaimStatus, string])[] = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
];

/**
 * Approve a claim (the API creates the business login and e-mails its one-time setup link) or
 * reject it with a reason the claimant is mailed (`POST /api/admin/claims/{id}/decision`). A
 * 409 (decided already, listing managed, address in use) is shown as the API words it.
 */
function ClaimDecision({ claim }: { claim: AdminClaim }) {
  return (
    <DecisionForm
      path={`/api/admin/claims/${claim.id}/decision`}
      approve={{
        action: 'approve',
        label: 'Approve and send a setup link',
        pendingLabel: 'Approving…',
        done: {
          title: `Claim ${claim.reference} approved`,
          description: `A setup link is on its way to ${claim.email}.`,
        },
      }}
      reject={{
        idPrefix: `claim-${claim.id}`,
        hint: 'E-mailed to the claimant.',
        maxLength: 1000,
        done: {
          title: `Claim ${claim.reference} rejected`,
          description: `${claim.email} is told why.`,
        },
        failureTitle: 'Claim not rejected',
      }}
      onDecided={refreshAdminData}
    />
  );
}

function ClaimItem({ claim }: { claim: AdminClaim }) {
  return (
    <article className="card admin-item" aria-label={`Claim of ${claim.specialist.name}`}>
      <h2 className="admin-item__title">
        <Link to={`/specialist/${claim.specialist.slug}`}>{claim.specialist.name}</Link>
      </h2>
      <p className="muted">{`${claim.reference} · sent ${formatDateTime(claim.createdAt)}`}</p>
      <dl className="admin-facts">
        <dt>Claimant</dt>
        <dd>{`${claim.name}, ${claim.role}`}</dd>
        <dt>E-mail</dt>
        <dd>{claim.email}</dd>
        <dt>Leads to</dt>
        <dd>{claim.leadEmail ?? 'The same e-mail'}</dd>
        <dt>Phone</dt>
        <dd>{claim.phone}</dd>
        <dt>Plan asked for</dt>
        <dd>{LISTING_PLANS[claim.tier].name}</dd>
        <dt>Proof</dt>
        <dd className="admin-item__text">{claim.proof}</dd>
      </dl>
      {claim.status === 'pending' ? <ClaimDecision claim={claim} /> : null}
    </article>
  );
}

/** The claims of free listings, pending first (oldest first), with approve and reject. */
export function ClaimQueue() {
  const [params] = useSearchParams();
  const status = statusFrom(
    params,
    STATUSES.map(([s]) => s),
  );
  const page = pageFrom(params);
  const claims = useQuery(adminClaimsQuery(status, page));
  return (
    <>
      <StatusFilter
        label="Claims by status"
        current={status}
        options={STATUSES}
        hrefOf={(s) => `/admin/free-listings?status=${s}`}
      />
      {claims.isPending ? <p role="status">Loading claims…</p> : null}
      {claims.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the claims. '}
          <button type="button" className="link-button" onClick={() => claims.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {claims.data?.items.length === 0 ? <p>No {status} claims.</p> : null}
      {claims.data && claims.data.items.length > 0 ? (
        <ol className="admin-list">
          {claims.data.items.map((claim) => (
            <li key={claim.id}>
              <ClaimItem claim={claim} />
            </li>
          ))}
        </ol>
      ) : null}
      {claims.data ? (
        <ListPages
          label="Claim pages"
          noun="claims"
          totals={claims.data}
          hrefOf={(p) => `/admin/free-listings?status=${status}&page=${p}`}
        />
      ) : null}
    </>
  );
}
