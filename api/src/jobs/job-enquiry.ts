import { citySlug, type jobPostSchema, SERVICE_NAMES } from '@flo/contract';
import { phoneInE164 } from '@flo/contract/phone';
import type { z } from 'zod';
import type { EnquiryFields, MatchCriteria } from '../deps.ts';

/** chatbot_source stored on enquiries that came from the post-a-job form. */
export const JOB_SOURCE = 'post_a_job';

/** A validated job, defaults applied. */
export type ValidJob = z.output<typeof jobPostSchema>;

const CONTACT_WORDS = { email: 'by e-mail', phone: 'by phone', either: 'by phone or e-mail' };

/**
 * Maps a posted job onto the enquiry row and the matching criteria of `POST /api/enquiries`,
 * so a job is stored, matched and mailed exactly like any other enquiry.
 *
 * @example
 * const { fields, criteria } = enquiryFromJob(job);
 */
export function enquiryFromJob(job: ValidJob): { fields: EnquiryFields; criteria: MatchCriteria } {
  const location = [job.city, job.postcode?.toUpperCase()].filter(Boolean).join(', ');
  const serviceName = SERVICE_NAMES[job.service];
  return {
    fields: {
      kind: 'job',
      flooringType: serviceName,
      location,
      customerName: job.name,
      customerEmail: job.email,
      customerPhone: job.phone ? (phoneInE164(job.phone) ?? job.phone) : '',
      budgetRange: job.budgetRange,
      urgency: job.urgency,
      projectDetails: `${job.title}\n\n${job.description}`,
      customerMessage: null,
      chatbotSource: JOB_SOURCE,
      pageContext: null,
      selectedServiceSlug: job.service,
      selectedServiceName: serviceName,
      postcode: job.postcode || null,
    },
    criteria: {
      ...(job.city ? { citySlug: citySlug(job.city) } : {}),
      location,
      ...(job.postcode ? { postcode: job.postcode } : {}),
      serviceSlug: job.service,
      serviceText: serviceName,
    },
  };
}

/** The project details as specialists read them: the job plus how the customer wants contact. */
export function leadDetailsOf(job: ValidJob, projectDetails: string): string {
  return `${projectDetails}\n\nPreferred contact: ${CONTACT_WORDS[job.preferredContact]}`;
}
