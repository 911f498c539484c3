import type { BusinessLeadDetail, ReviewRequestSent } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { leadQuery, overviewQuery, refreshBusinessData } from '../queries.ts';

/**
 * Asks the customer of this lead for a verified review with a one-time link (Standard and
 * Featured plans). A free listing is told which plans include it instead of a button that
 * would only be refused.
 */
export function ReviewRequest({ lead }: { lead: BusinessLeadDetail }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const overview = useQuery(overviewQuery);
  const request = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', '/api/business/review-requests', { enquiryId: lead.reference })
      ).json()) as ReviewRequestSent,
    onSuccess: () => {
      queryClient.setQueryData(leadQuery(lead.reference).queryKey, {
        ...lead,
        reviewRequested: true,
      });
      void refreshBusinessData(queryClient);
    },
  });

  let body: React.ReactNode;
  if (overview.data && !overview.data.features.reviewInvites) {
    body = (
      <p>
        Verified review invitations come with the Standard and Featured plans.{' '}
        <Link to="/pricing">See the plans</Link>
      </p>
    );
  } else if (request.isSuccess) {
    body = (
      <p role="status" className="business-notice">
        {`A review link is on its way to ${request.data.customerEmail}. It works once, until ${new Date(request.data.expiresAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}.`}
      </p>
    );
  } else if (lead.reviewRequested) {
    body = <p>A review link was already sent to this customer.</p>;
  } else {
    body = (
      <>
        <p>
          {`E-mail ${lead.customerName} a one-time link to review you. Reviews left through it are marked verified on your profile.`}
        </p>
        {request.isError ? (
          <div role="alert" className="form-alert">
            {formProblemFrom(request.error).message}
          </div>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={request.isPending}
          onClick={() => request.mutate()}
        >
          {request.isPending ? 'Sending…' : 'Ask for a review'}
        </button>
      </>
    );
  }
  return (
    <section aria-labelledby="review-request-title" className="business-section">
      <h2 id="review-request-title">Ask for a review</h2>
      {body}
    </section>
  );
}
