import type { YourEnquiry } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** The enquiry behind a private link; the token travels as the query string the API expects. */
export const yourEnquiryQuery = (reference: string, token: string) =>
  apiQuery<YourEnquiry>('/api/your-enquiry', reference, { token });
