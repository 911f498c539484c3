/**
 * Page rules (docs/product/chat-flows.md#chat-page-types, #chatbot-source-by-page and
 * #entry-flow-by-page): which page the chat runs on decides its page type, its chatbot source
 * and the flow it opens with.
 */
import type { ServiceSlug } from '@flo/contract';
import { SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';
import type { ChatbotSource, PageContext, PageType } from './types.ts';

/** The flow a conversation opens with; each is a top-level state of the machine. */
export type FloEntry =
  | 'general'
  | 'enhanced'
  | 'specialist'
  | 'location_direct_connect'
  | 'location_service_selection'
  | 'location_general';

function pathSegments(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.split('/').filter(Boolean);
}

function isServiceSlug(slug: string | undefined): slug is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(slug ?? '');
}

/** 'milton-keynes' → 'Milton Keynes': a readable city name when only the slug is known. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The service name of a known slug, else a readable form of the slug itself. */
export function serviceNameFor(slug: string): string {
  return isServiceSlug(slug) ? SERVICE_NAMES[slug] : titleFromSlug(slug);
}

/**
 * Page type of a path: / is home; /services and /services/* services; /specialists,
 * /specialists/* and /search (exactly; a trailing slash or query is fine) specialists;
 * /specialist/* specialist_profile; else home.
 *
 * @example
 * pageTypeForPath('/specialists/leeds') // 'specialists'
 * pageTypeForPath('/search/leeds') // 'home'
 */
export function pageTypeForPath(path: string): PageType {
  const segments = pathSegments(path);
  const [first, second] = segments;
  if (first === 'services') return 'services';
  if (first === 'specialists') return 'specialists';
  if (first === 'search' && segments.length === 1) return 'specialists';
  if (first === 'specialist' && second) return 'specialist_profile';
  return 'home';
}

/**
 * Chatbot source of a page (docs/product/chat-flows.md#chatbot-source-by-page): location
 * pages default to location_page_chatbot.
 *
 * @example
 * chatbotSourceFor({ path: '/', pageType: 'home' }) // 'homepage_chatbot'
 */
export function chatbotSourceFor(
  ctx: Pick<PageContext, 'path' | 'pageType' | 'serviceSlug' | 'citySlug'>,
): ChatbotSource {
  switch (ctx.pageType) {
    case 'specialist_profile':
      return 'specialist_page_chatbot';
    case 'specialists':
      return ctx.citySlug && ctx.serviceSlug
        ? 'location_service_page_chatbot'
        : 'location_page_chatbot';
    case 'services':
      return ctx.serviceSlug ? 'service_page_chatbot' : 'general_page_chatbot';
    case 'home':
      if (ctx.path === '') return 'unknown_chatbot';
      return pathSegments(ctx.path).length === 0 ? 'homepage_chatbot' : 'general_page_chatbot';
  }
}

/** Slugs and names a path carries: /services/{service}, /specialists/{city}/{service?}, /specialist/{slug}/{service?}. */
function slugsFromPath(pageType: PageType, segments: string[]): Partial<PageContext> {
  const [, second, third] = segments;
  const service = (slug: string | undefined) =>
    slug ? { serviceSlug: slug, serviceName: serviceNameFor(slug) } : {};
  if (pageType === 'services') return service(second);
  if (pageType === 'specialist_profile') return { specialistSlug: second, ...service(third) };
  if (pageType === 'specialists' && segments[0] === 'specialists' && second) {
    return { citySlug: second, cityName: titleFromSlug(second), ...service(third) };
  }
  return {};
}

/**
 * The full page context of a location: page type, slugs and names derived from the path,
 * then `overrides` (e.g. an embed's data-service or data-city), then the chatbot source.
 *
 * @example
 * pageContextFromLocation('/specialists/leeds/carpet').chatbotSource // 'location_service_page_chatbot'
 */
export function pageContextFromLocation(
  path: string,
  overrides: Partial<PageContext> = {},
): PageContext {
  const cleanPath = (path.split(/[?#]/)[0] ?? '').slice(0, 500);
  const pageType = overrides.pageType ?? pageTypeForPath(cleanPath);
  const derived = {
    path: cleanPath,
    pageType,
    ...slugsFromPath(pageType, pathSegments(cleanPath)),
  };
  const merged = { ...derived, ...withoutUndefined(overrides) };
  if (merged.serviceSlug && !merged.serviceName)
    merged.serviceName = serviceNameFor(merged.serviceSlug);
  if (merged.citySlug && !merged.cityName) merged.cityName = titleFromSlug(merged.citySlug);
  return { ...merged, chatbotSource: overrides.chatbotSource ?? chatbotSourceFor(merged) };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The flow a page opens with (issue 'Entry by page'): general on home and the services index,
 * enhanced on a known service page, specialist on a profile, and the three location flows.
 */
export function entryFlowFor(page: PageContext): FloEntry {
  switch (page.pageType) {
    case 'specialist_profile':
      return page.specialistSlug ? 'specialist' : 'general';
    case 'services':
      return isServiceSlug(page.serviceSlug) ? 'enhanced' : 'general';
    case 'specialists':
      if (page.citySlug && page.serviceSlug) return 'location_direct_connect';
      if (page.citySlug) return 'location_service_selection';
      return 'location_general';
    case 'home':
      return 'general';
  }
}
