import type { Quote } from '@flo/contract';
import { formatLongDate, possessive } from '@flo/contract/rules';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { QuoteStatus } from './QuoteStatus.tsx';
import { quoteQuery } from './queries.ts';
import './quote.css';

/** /quote/accept/{quoteId}/{token}: the quote from the e-mailed link, accepted once. */
export function QuotePage() {
  const { quoteId = '', token = '' } = useParams();
  const query = quoteQuery(quoteId, token);
  const { data: quote } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  const apiRequest = useApiRequest();
  const accept = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', `/api/quotes/${encodeURIComponent(quoteId)}/accept`, { token })
      ).json()) as Quote,
    onSuccess: (accepted) => queryClient.setQueryData(query.queryKey, accepted),
    // Accepted in another tab or expired meanwhile: show the quote as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });
  const problem = accept.isError ? formProblemFrom(accept.error) : null;
  // Only the page's script can accept, so the button waits for hydration.
  const hydrated = useHydrated();

  return (
    <div className="container section quote-page">
      <h1>{`Your quote from ${quote.specialistName}`}</h1>
      <section className="quote card" aria-labelledby="quote-amount">
        <p className="quote__description">{quote.description}</p>
        <table className="quote__items">
          <caption className="visually-hidden">What the quote includes</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.description}>
                <td>{item.description}</td>
                <td>{item.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td id="quote-amount" className="quote__total">
                {quote.amount}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="muted">{`Valid until ${formatLongDate(quote.validUntil)}.`}</p>
      </section>
      {quote.status === 'pending' ? (
        <div className="quote-page__accept">
          {problem ? (
            <p role="alert" className="form-alert">
              {problem.message}
            </p>
          ) : null}
          <p>
            Accepting tells {quote.specialistName} you would like to go ahead, and shares your
            contact details with them so they can arrange the work.
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => accept.mutate()}
            disabled={accept.isPending || !hydrated}
          >
            {accept.isPending ? 'Accepting…' : `Accept quote for ${quote.amount}`}
          </button>
        </div>
      ) : (
        <QuoteStatus quote={quote} justAccepted={accept.isSuccess} />
      )}
      <p>
        <Link
          to={`/specialist/${quote.specialistSlug}`}
        >{`View ${possessive(quote.specialistName)} profile and reviews`}</Link>
      </p>
    </div>
  );
}
