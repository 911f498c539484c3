import { citySlug, type PageContext, pageContextFromLocation } from '@flo/chat-machine';
import type { FloOptions } from '../config/types.ts';

/**
 * The page context of an instance: what the URL says, overridden by what the host said
 * (data-service, data-city, data-specialist, data-source). A specialist makes the chat
 * specialist-specific wherever it is embedded.
 *
 * @example
 * pageContextFor('/blog/floors', { specialist: 'oak-floors-leeds' }).pageType // 'specialist_profile'
 */
export function pageContextFor(path: string, options: FloOptions): PageContext {
  return pageContextFromLocation(path, {
    ...(options.specialist
      ? { pageType: 'specialist_profile', specialistSlug: options.specialist }
      : {}),
    ...(options.service ? { serviceSlug: options.service } : {}),
    ...(options.city ? { citySlug: citySlug(options.city), cityName: options.city } : {}),
    ...(options.source ? { chatbotSource: options.source } : {}),
  });
}
