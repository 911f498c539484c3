import type { YourEnquiry } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { FirmSection } from './FirmSection.tsx';
import { yourEnquiryQuery } from './queries.ts';
import './your-enquiry.css';

/**
 * /your-enquiry/{reference}/{token}: the visitor's own enquiry from the private link in their
 * confirmation mail, without an account: the firms it went to, their replies and quotes (each
 * pending quote can be accepted), and closing it.
 */
export function YourEnquiryPage() {
  const { reference = '', token = '' } = useParams();
  const query = yourEnquiryQuery(reference, token);
  const { data: enquiry } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  const apiRequest = useApiRequest();
  const post = async (path: string) =>
    (await (await apiRequest('POST', path, { token })).json()) as YourEnquiry;
  const onSettled = {
    onSuccess: (next: YourEnquiry) => queryClient.setQueryData(query.queryKey, next),
    // Accepted or closed in another tab meanwhile: show the enquiry as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  };
  const base = `/api/your-enquiry/${encodeURIComponent(reference)}`;
  const accept = useMutation({
    mutationFn: (quoteId: string) => post(`${base}/quotes/${encodeURIComponent(quoteId)}/accept`),
    ...onSettled,
  });
  const close = useMutation({ mutationFn: () => post(`${base}/close`), ...onSettled });
  const failed = accept.error ?? close.error;
  const problem = failed ? formProblemFrom(failed) : null;
  // Only the page's script can act, so the buttons wait for hydration.
  const hydrated = useHydrated();
  const open = enquiry.closedAt === null;

  return (
    <div className="container section your-enquiry">
      <h1>Your enquiry</h1>
      <p>
        {`${enquiry.service} in ${enquiry.location}, sent on ${formatLongDate(enquiry.createdAt)} (reference ${enquiry.reference}).`}
      </p>
      {open ? null : (
        <p className="your-enquiry__closed card" role="status">
          {`You closed this enquiry on ${formatLongDate(enquiry.closedAt ?? enquiry.createdAt)}. The specialists can see it is closed and will not send more replies or quotes.`}
        </p>
      )}
      {problem ? (
        <p role="alert" className="form-alert">
          {problem.message}
        </p>
      ) : null}
      {enquiry.firms.length === 0 ? (
        <p>
          No specialist has received it yet: the Flo team is finding one for you and will be in
          touch within 24 hours.
        </p>
      ) : (
        <>
          <p>{`It went to ${enquiry.firms.length === 1 ? 'this specialist' : `these ${enquiry.firms.length} specialists`}. Their replies and quotes appear here as they send them.`}</p>
          {enquiry.firms.map((firm) => (
            <FirmSection
              key={firm.slug}
              firm={firm}
              canAccept={open && hydrated}
              accepting={accept.isPending ? (accept.variables ?? null) : null}
              onAccept={(quoteId) => accept.mutate(quoteId)}
            />
          ))}
        </>
      )}
      {open ? (
        <section className="your-enquiry__close" aria-labelledby="close-heading">
          <h2 id="close-heading">Finished with this enquiry?</h2>
          <p>
            Closing it tells the specialists you no longer need quotes; they can no longer reply or
            quote, and its quotes can no longer be accepted.
          </p>
          <button
            type="button"
            className="button"
            disabled={!hydrated || close.isPending}
            onClick={() => close.mutate()}
          >
            {close.isPending ? 'Closing…' : 'Close this enquiry'}
          </button>
        </section>
      ) : null}
    </div>
  );
}
