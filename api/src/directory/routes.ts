import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { chatSettingsRoutes } from './chat-settings-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { serviceRoutes } from './service-routes.ts';
import { specialistMessageRoutes } from './specialist-message-routes.ts';
import { specialistRoutes } from './specialist-routes.ts';

/**
 * The public directory API (docs/product/api-calls.md#site-calls): specialists by city, a
 * specialist's profile, city and service stats, chat reviews, chat settings and messages to
 * specialists. Paths are absolute, so mount it at '/'.
 *
 * @example
 * app.route('/', directoryRoutes(deps));
 * const res = await app.request('/api/specialists/city/manchester');
 */
export function directoryRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', specialistRoutes(deps))
    .route('/', serviceRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', chatSettingsRoutes(deps))
    .route('/', specialistMessageRoutes(deps));
}
