import type { EnquiryCreated } from '@flo/contract';
import { SERVICE_SLUGS } from '@flo/contract/constants';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { FormSuccess } from '../../forms/FormSuccess.tsx';
import { JobForm, type JobFormInitial } from './JobForm.tsx';
import './post-a-job.css';

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Post a job', path: '/post-a-job' },
];

/** What happens next, with the number of specialists the API matched. */
function JobPosted({ answer }: { answer: EnquiryCreated }) {
  const matched = answer.matchedSpecialists;
  return (
    <FormSuccess title="Your job is posted">
      <p className="job-posted__count">
        {matched > 0
          ? `We matched ${matched} local flooring specialist${matched === 1 ? '' : 's'} to your job.`
          : 'We have your job and are finding the right local specialists for it.'}
      </p>
      <p>{answer.message}</p>
      <p>
        {matched > 0 ? 'Specialists typically respond within 2 hours. ' : ''}
        If you have not heard from anyone, we will follow up within 24 hours.
      </p>
      <p className="muted">Your reference is {answer.id}.</p>
      <Link to="/content" className="button button--secondary">
        Read our flooring guides while you wait
      </Link>
    </FormSuccess>
  );
}

/** /post-a-job: a structured job form that becomes a matched enquiry. */
function PostAJobPage() {
  const [posted, setPosted] = useState<EnquiryCreated | null>(null);
  const [params] = useSearchParams();
  // A search that found nobody links here with its place and service ('Send a request').
  const initial: JobFormInitial = {
    city: params.get('city')?.slice(0, 120) ?? '',
    service: (SERVICE_SLUGS as readonly string[]).includes(params.get('service') ?? '')
      ? (params.get('service') ?? '')
      : '',
  };
  return (
    <div className="container section post-job-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>Post a flooring job</h1>
      {posted ? (
        <JobPosted answer={posted} />
      ) : (
        <>
          <p className="section__lead">
            Describe your job once and we send it to up to 3 local specialists who offer that
            service. They contact you to arrange a visit or a quote.
          </p>
          <JobForm onPosted={setPosted} initial={initial} />
        </>
      )}
    </div>
  );
}

export default definePage({
  meta: () => ({
    title: 'Post a flooring job',
    description:
      'Post your flooring job for free: carpet, wood, laminate, vinyl, LVT or tiles. Up to 3 local specialists get in touch, and we follow up within 24 hours.',
    canonicalPath: '/post-a-job',
    breadcrumbs: BREADCRUMBS,
  }),
  Component: PostAJobPage,
});
