import type { Listing, ReviewInvite } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Rating } from '../../components/Rating.tsx';
import { reviewBreadcrumbs } from './breadcrumbs.ts';
import { inviteQuery, listingQuery } from './queries.ts';
import { ReviewForm } from './ReviewForm.tsx';
import './review.css';

const LINK_PROBLEMS: Record<'used' | 'expired' | 'unknown', string> = {
  used: 'This review link has already been used, so it cannot verify another review.',
  expired: 'This review link has expired.',
  unknown: 'This review link is not valid. Check that you copied the whole link from the e-mail.',
};

/** What the visitor is told about their review link, if they came with one. */
function LinkNotice({ invite, hasToken }: { invite: ReviewInvite | null; hasToken: boolean }) {
  if (!hasToken) {
    return (
      <p className="review-page__notice card">
        Reviews are checked by our team before they appear. If the specialist sent you a review
        link, use it to have your review published straight away as verified.
      </p>
    );
  }
  if (invite?.valid) {
    return (
      <p className="review-page__notice review-page__notice--ok card">
        {`Thank you for using your review link, ${invite.customerName}. Your review will be published straight away and marked as verified.`}
      </p>
    );
  }
  return (
    <div className="review-page__notice review-page__notice--problem card" role="alert">
      <p>{LINK_PROBLEMS[invite ? (invite.reason === 'used' ? 'used' : 'expired') : 'unknown']}</p>
      <p>You can still leave a review below; our team will check it before it appears.</p>
    </div>
  );
}

/** The notice and form for a visitor who came with a review link. */
function InvitedReview({ specialist, token }: { specialist: Listing; token: string }) {
  const { data: invite } = useSuspenseQuery({
    ...inviteQuery(String(specialist.id), token),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <>
      <LinkNotice invite={invite} hasToken />
      <ReviewForm
        specialist={specialist}
        invite={invite?.valid ? { token, customerName: invite.customerName } : null}
      />
    </>
  );
}

/** /review/{specialistId}/{token?}: leave a review, verified when the link is valid. */
export function ReviewPage() {
  const { specialistId = '', token } = useParams();
  const { data: specialist } = useSuspenseQuery(listingQuery(specialistId));
  return (
    <div className="container section review-page">
      <Breadcrumbs items={reviewBreadcrumbs(specialist)} />
      <h1>{`Review ${specialist.name}`}</h1>
      <p className="review-page__specialist">
        <Link to={`/specialist/${specialist.slug}`}>{specialist.name}</Link>
        {`, ${specialist.city} · `}
        <Rating average={specialist.averageRating} count={specialist.reviewCount} />
      </p>
      {token ? (
        <InvitedReview key={token} specialist={specialist} token={token} />
      ) : (
        <>
          <LinkNotice invite={null} hasToken={false} />
          <ReviewForm specialist={specialist} invite={null} />
        </>
      )}
    </div>
  );
}
