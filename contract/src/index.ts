/**
 * The wire contract of the Flo API: one set of zod schemas that the API validates with, the
 * OpenAPI document is generated from, and every client imports its types from.
 *
 * @example
 * import { chatEnquirySchema, type ChatEnquiry } from '@flo/contract';
 * const ok = chatEnquirySchema.safeParse(payload).success;
 */
export * from './admin-audit.ts';
export * from './admin-campaigns.ts';
export * from './admin-chat-settings.ts';
export * from './admin-enquiries.ts';
export * from './admin-figures.ts';
export * from './admin-lists.ts';
export * from './admin-locations.ts';
export * from './admin-mail.ts';
export * from './admin-moderation.ts';
export * from './admin-overview.ts';
export * from './admin-queue.ts';
export * from './admin-queue-counts.ts';
export * from './admin-review-queue.ts';
export * from './admin-specialists.ts';
export * from './auth.ts';
export * from './business-dashboard.ts';
export * from './business-leads.ts';
export * from './business-messages.ts';
export * from './business-profile.ts';
export * from './business-reviews.ts';
export * from './business-stats.ts';
export * from './checks.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './coverage.ts';
export * from './directory.ts';
export * from './email-suggestions.ts';
export * from './enquiries.ts';
export * from './funnel.ts';
export * from './geo.ts';
export * from './listings.ts';
export * from './profile-photos.ts';
export * from './rules/index.ts';
export * from './service-cities.ts';
export * from './sign-in.ts';
export * from './site.ts';
export * from './site-forms.ts';
export * from './slug.ts';
export * from './two-factor.ts';
export * from './your-enquiry.ts';
