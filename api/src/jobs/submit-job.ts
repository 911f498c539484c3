import type { EnquiryCreated } from '@flo/contract';
import { specialistsWhoRespond } from '@flo/contract/rules';
import type { AppDeps } from '../deps.ts';
import { type SubmissionResult, storeEnquiry } from '../enquiries/submit-enquiry.ts';
import { enquiryFromJob, leadDetailsOf, type ValidJob } from './job-enquiry.ts';

export interface JobSubmission {
  job: ValidJob;
  idempotencyKey?: string;
  /** SHA-256 of the canonical request body (`requestHash` of the enquiries feature). */
  requestHash: string;
}

function answerFor(publicId: string, matched: number): EnquiryCreated {
  const next =
    matched > 0
      ? `We've passed it to ${specialistsWhoRespond(matched)}.`
      : "We'll match you with local flooring specialists within 24 hours.";
  return {
    id: publicId,
    status: matched > 0 ? 'matched' : 'received',
    matchedSpecialists: matched,
    message: `Thank you! Your job is posted. ${next} We've sent a confirmation to your e-mail.`,
  };
}

/**
 * Posts a job as an enquiry of kind 'job' through the enquiries' `storeEnquiry`: stored with its
 * job fields, matched to up to three local specialists of its service, and mailed to the
 * customer and each specialist (with how the customer wants contact), all in one transaction.
 * A retry with the same Idempotency-Key answers the first result, storing nothing.
 *
 * @example
 * const { created, answer } = await submitJob(deps, { job, idempotencyKey, requestHash });
 */
export function submitJob(deps: AppDeps, submission: JobSubmission): Promise<SubmissionResult> {
  const { job, ...keys } = submission;
  const { fields, criteria } = enquiryFromJob(job);
  return storeEnquiry(
    deps,
    {
      fields,
      criteria,
      answer: answerFor,
      leadProjectDetails: leadDetailsOf(job, fields.projectDetails),
      jobPost: {
        title: job.title,
        serviceSlug: job.service,
        preferredContact: job.preferredContact,
      },
    },
    keys,
  );
}
