import type { BusinessChecks } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../data/query-client.ts';
import { ChecksList } from '../../features/checks/ChecksList.tsx';
import { LoadFailure } from '../../signed-in/index.ts';

const checksQuery = apiQuery<BusinessChecks>('/api/business/checks');

/**
 * What Flo has checked on the business's listing (ADR 028), read-only: only operators record
 * checks, after seeing the evidence. Expired ones are marked, and the card says where to send a
 * certificate, the company number or a membership card to have more checked.
 */
export function ChecksCard() {
  const { data, isPending, isError, refetch } = useQuery(checksQuery);
  return (
    <section className="card business-panel" aria-labelledby="checks-title">
      <h2 id="checks-title">Checks on your profile</h2>
      {isPending ? <p role="status">Loading your checks…</p> : null}
      {isError ? <LoadFailure what="your checks" retry={() => refetch()} /> : null}
      {data ? (
        <>
          {data.checks.length > 0 ? (
            <ChecksList checks={data.checks} />
          ) : (
            <p>Flo has not recorded any checks on your listing yet.</p>
          )}
          <p className="muted">
            {
              'Homeowners see each check on your profile with the day Flo saw the evidence. To have your insurance, company registration or a trade body membership checked, e-mail a copy of the certificate, your company number or your membership card to '
            }
            <a href={`mailto:${data.operatorsEmail}`}>{data.operatorsEmail}</a>.
          </p>
        </>
      ) : null}
    </section>
  );
}
