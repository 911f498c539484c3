/**
 * The contract's plain constants, free of zod so that browser bundles (the widget) can import
 * them without loading a validation library. `common.ts` builds the zod enums from these.
 *
 * @example
 * import { SERVICE_NAMES } from './constants.ts';
 * SERVICE_NAMES.vinyl; // 'Vinyl & LVT Flooring'
 */

/** The six flooring services of the directory; the chat adds its catch-all `other`. */
export const SERVICE_SLUGS = [
  'carpet',
  'hardwood',
  'laminate',
  'vinyl',
  'tile',
  'engineered-wood',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type ChatServiceSlug = ServiceSlug | 'other';

export const SERVICE_NAMES: Record<ChatServiceSlug, string> = {
  carpet: 'Carpet Installation',
  hardwood: 'Hardwood Flooring',
  laminate: 'Laminate Flooring',
  vinyl: 'Vinyl & LVT Flooring',
  tile: 'Tile Installation',
  'engineered-wood': 'Engineered Wood',
  other: 'Other',
};

export const CHATBOT_SOURCES = [
  'homepage_chatbot',
  'service_page_chatbot',
  'location_page_chatbot',
  'location_service_page_chatbot',
  'specialist_page_chatbot',
  'general_page_chatbot',
  'unknown_chatbot',
] as const;

export const PAGE_TYPES = ['home', 'services', 'specialists', 'specialist_profile'] as const;

/**
 * Urgency choices (docs/product/chat-flows.md#general-flow), verbatim, shared by the chat (its
 * urgency step) and the post-a-job form; the chosen text is also the stored value.
 */
export const JOB_URGENCIES = [
  'ASAP - Within 1 week',
  'Within 2-4 weeks',
  'Within 1-2 months',
  'Within 3-6 months',
  'Just exploring options',
] as const;

/** Budget ranges offered by the chat (its budget step) and the post-a-job form; the text is the value. */
export const JOB_BUDGET_RANGES = [
  'Under £1,000',
  '£1,000 to £3,000',
  '£3,000 to £5,000',
  '£5,000 to £10,000',
  'Over £10,000',
  'Not sure yet',
] as const;

/** Header that makes a retried submission return the first answer instead of a second row. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Orders `GET /api/search` can sort by. */
export const SEARCH_SORTS = ['relevance', 'rating', 'reviews', 'name'] as const;

export * from './claim-constants.ts';
export * from './pricing.ts';
export * from './slug.ts';

/** Most portfolio photos one listing may show (the logo is not one of them). */
export const MAX_PROFILE_PHOTOS = 12;

/** Largest image file a business may upload, photo or logo: 10 MiB. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The image formats an upload may be in, judged by the file's content, never its name. HEIC (an
 * iPhone's default) is not among them: the image library here decodes AVIF but not HEVC.
 */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Longest caption (also the photo's alt text) a business may give a photo. */
export const MAX_PHOTO_CAPTION_LENGTH = 160;

/**
 * The merge fields the campaign editor offers: typed in a subject or message, each is replaced
 * by the recipient's own value when the campaign is sent. Any other bracketed text stays as typed.
 */
export const CAMPAIGN_MERGE_FIELDS = [
  { field: '[Business name]', means: 'the listing’s name' },
  { field: '[City]', means: 'the listing’s city' },
  { field: '[Profile link]', means: 'the address of its public profile' },
  { field: '[Dashboard link]', means: 'the address of the business dashboard' },
] as const;
export type CampaignMergeField = (typeof CAMPAIGN_MERGE_FIELDS)[number]['field'];

/** Who makes changes the audit log records (ADR 039). */
export const AUDIT_ACTOR_KIND_VALUES = ['admin', 'business', 'system'] as const;
/** What the audit log records changes to; the log's entity filter. */
export const AUDIT_ENTITY_KINDS = [
  'listing',
  'plan',
  'review',
  'enquiry',
  'setting',
  'claim',
  'location',
  'campaign',
] as const;
/** Entries a page of the audit log or the recent-changes queue holds. */
export const AUDIT_PAGE_SIZE = 50;
