import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';

/**
 * /unsubscribe/{token}: the link at the foot of every campaign mail. Opening it changes
 * nothing (mail scanners open links); the button does, through `POST /api/unsubscribe`.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const apiRequest = useApiRequest();
  const hydrated = useHydrated();
  const stop = useMutation({ mutationFn: () => apiRequest('POST', '/api/unsubscribe', { token }) });
  const problem = stop.isError ? formProblemFrom(stop.error) : null;
  return (
    <div className="container section">
      <h1>Stop Flo’s e-mails</h1>
      {stop.isSuccess ? (
        <p role="status">
          Done: this address will get no more of Flo’s news and offers. Enquiries from customers
          still reach you.
        </p>
      ) : (
        <>
          <p>
            Flo sends listed flooring specialists occasional news and offers. Unsubscribe to stop
            them reaching this address; customers’ enquiries will still reach you.
          </p>
          {problem ? (
            <p role="alert" className="form-alert">
              {problem.status === 404
                ? 'This link is not one of ours, or it is incomplete. Please use the link from the e-mail.'
                : problem.message}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={stop.isPending || !hydrated}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
      <p>
        <Link to="/">Back to Flo</Link>
      </p>
    </div>
  );
}
