import { Hono } from 'hono';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { adminCampaignRoutes } from './admin/campaigns/routes.ts';
import { adminChatSettingsRoutes } from './admin/chat-settings/routes.ts';
import { adminClaimRoutes } from './admin/claims/routes.ts';
import { adminEnquiryBulkRoutes } from './admin/enquiries/bulk-status.ts';
import { adminEnquiryRoutes } from './admin/enquiries/routes.ts';
import { adminFiguresRoutes } from './admin/figures/routes.ts';
import { adminFunnelRoutes } from './admin/funnel/routes.ts';
import { adminLocationRoutes } from './admin/locations/routes.ts';
import { adminLoginThrottleRoutes } from './admin/login-throttles/routes.ts';
import { adminMailRoutes } from './admin/mail/routes.ts';
import { adminOverviewRoutes } from './admin/overview/routes.ts';
import { adminQueueRoutes } from './admin/queue/routes.ts';
import { adminQueueCountRoutes } from './admin/queue-counts/routes.ts';
import { adminReviewQueueRoutes } from './admin/review-queue/routes.ts';
import { adminReviewRoutes } from './admin/reviews/routes.ts';
import { adminSettingsRoutes } from './admin/settings/routes.ts';
import { adminSpecialistMessageRoutes } from './admin/specialist-messages/routes.ts';
import { adminSpecialistBulkRoutes } from './admin/specialists/bulk.ts';
import { adminSpecialistRoutes } from './admin/specialists/routes.ts';
import { adminSubscriptionRoutes } from './admin/subscriptions/routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminRoutes } from './auth/admin-routes.ts';
import { businessRoutes } from './auth/business-routes.ts';
import { accountSessionRoutes } from './auth/session-routes.ts';
import { signInLinkRoutes } from './auth/sign-in-link-routes.ts';
import { twoFactorAccountRoutes } from './auth/two-factor/account-routes.ts';
import { twoFactorLoginRoutes } from './auth/two-factor/login-routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { stripeWebhookRoutes } from './billing/webhook-routes.ts';
import { businessDashboardRoutes } from './business-dashboard/routes.ts';
import { businessLeadRoutes } from './business-leads/routes.ts';
import { businessMessageRoutes } from './business-messages/routes.ts';
import { businessProfileRoutes } from './business-profile/routes.ts';
import { businessReviewRoutes } from './business-reviews/routes.ts';
import { adminCheckRoutes } from './checks/admin-routes.ts';
import { businessCheckRoutes } from './checks/business-routes.ts';
import { claimRoutes } from './claims/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { contentRoutes } from './content/routes.ts';
import type { Db } from './db/client.ts';
import { sqliteEngine } from './db/engine/index.ts';
import type { AppDeps, AppSetup } from './deps.ts';
import { directoryRoutes } from './directory/routes.ts';
import { emailSuggestionRoutes } from './email-suggestions/routes.ts';
import { enquiriesFirst } from './enquiries/enquiries-first.ts';
import { matchPreviewRoutes } from './enquiries/match-preview-routes.ts';
import { enquiryRoutes } from './enquiries/routes.ts';
import { FUNNEL_BEACON_PATH, funnelRoutes } from './funnel/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { bodySizeLimit } from './http/body-size-limit/index.ts';
import { clientAddress } from './http/client-address.ts';
import { closeWhileDraining } from './http/close-while-draining.ts';
import { errorBody, HttpError, sendError, storageUnavailable } from './http/errors.ts';
import { jsonOnly } from './http/json-only.ts';
import { memoryRateLimitStore } from './http/rate-limit.ts';
import { widgetCors } from './http/widget-cors.ts';
import { writesFirst } from './http/writes-first/index.ts';
import { jobRoutes } from './jobs/routes.ts';
import { locationRoutes } from './locations/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { keepPublicAnswers } from './page-cache/index.ts';
import { adminPhotoRoutes } from './profile-photos/admin-routes.ts';
import { businessPhotoRoutes } from './profile-photos/business-routes.ts';
import { mediaRoutes } from './profile-photos/media-routes.ts';
import { isImageUpload } from './profile-photos/upload.ts';
import { quoteRoutes } from './quotes/routes.ts';
import { answerOnReadThreads } from './read-threads/middleware.ts';
import { publicReviewRoutes } from './reviews/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { securityTxtRoutes } from './security-txt/routes.ts';
import { serviceCityRoutes } from './service-cities/routes.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { unsubscribeRoutes } from './unsubscribe/routes.ts';
import { yourEnquiryRoutes } from './your-enquiry/routes.ts';

export type { AppDeps } from './deps.ts';

/** Request bodies above this get 413 (docs/product/errors.md#bad-input). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Chooses, once for the whole app, what the caller left out: a memory rate-limit store shared
 * by every route, and the engine of its SQLite connection. It is set on the caller's own object
 * rather than a copy, because per-app state (`afterResponse`) is keyed by that object.
 */
function chooseDefaults(deps: AppSetup): asserts deps is AppDeps {
  deps.rateLimits ??= memoryRateLimitStore();
  if (!deps.engine && !deps.db) throw new Error('createApp needs an engine or a SQLite db');
  deps.engine ??= sqliteEngine(deps.db as Db);
}

/**
 * The whole Flo HTTP API as a Hono app. It holds no global state: everything it touches comes
 * in through `deps`, so each test builds its own app on its own SQLite file.
 *
 * @example
 * const app = createApp({ db: openDatabase(path), config });
 * const res = await app.request('/api/chat-settings');
 */
export function createApp(deps: AppSetup) {
  chooseDefaults(deps);
  const app = new Hono();

  // First, so a request's time includes every middleware after it (ADR 036).
  if (deps.metrics) app.use('*', deps.metrics.requests);
  // Reads arriving while enquiries are being taken wait for them, so they keep their share of
  // the event loop beside readers who ask again as soon as they are answered (ADR 053).
  if (deps.enquiryPriorityMs) {
    const maxWaitMs = deps.enquiryPriorityMs;
    const onWaited = deps.metrics?.readWaitedForEnquiries;
    app.use('*', writesFirst({ ...enquiriesFirst, maxWaitMs, onWaited }));
  }
  // The widget script and its API calls are loaded by other sites, so resources are
  // cross-origin readable; everything else keeps Hono's strict defaults.
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use('*', clientAddress(deps.config.trustProxy));
  app.use('*', closeWhileDraining(deps.draining));
  app.use('/api/*', widgetCors(deps));
  // An image upload's body is the file itself, up to 10 MiB (profile-photos/upload.ts); a funnel
  // beacon is text/plain from navigator.sendBeacon and bounds its own size (funnel/routes.ts).
  app.use(
    '/api/*',
    except(
      [isImageUpload, (c) => c.req.path === FUNNEL_BEACON_PATH],
      bodySizeLimit(MAX_BODY_BYTES),
      jsonOnly(),
    ),
  );

  app.route('/', healthRoutes(deps));

  app.route('/', securityTxtRoutes(deps));
  app.use('/api/specialists/city/*', keepPublicAnswers(deps.pageCache));
  app.route('/', directoryRoutes(deps));
  app.route('/', matchPreviewRoutes(deps));
  app.route('/', enquiryRoutes(deps));
  app.route('/', funnelRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', businessRoutes(deps));
  app.route('/', signInLinkRoutes(deps));
  app.route('/', accountSessionRoutes(deps));
  app.route('/', twoFactorLoginRoutes(deps));
  app.route('/', twoFactorAccountRoutes(deps));
  app.route('/', businessDashboardRoutes(deps));
  app.route('/', businessLeadRoutes(deps));
  app.route('/', businessProfileRoutes(deps));
  app.route('/', businessMessageRoutes(deps));
  app.route('/', businessReviewRoutes(deps));
  app.route('/', businessPhotoRoutes(deps));
  app.route('/', businessCheckRoutes(deps));
  // A kept search is sent from here; only one that is not goes to a read thread.
  app.use('/api/search', keepPublicAnswers(deps.searchCache));
  app.use('/api/search', answerOnReadThreads(deps.readThreads));
  app.route('/', searchRoutes(deps));
  app.route('/', locationRoutes(deps));
  app.route('/', geoRoutes(deps));
  app.route('/', homeRoutes(deps));
  app.route('/', publicReviewRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', emailSuggestionRoutes());
  app.route('/', jobRoutes(deps));
  app.route('/', quoteRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', sitemapRoutes(deps));
  app.route('/', serviceCityRoutes(deps));
  app.route('/', claimRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', billingRoutes(deps));
  app.route('/', stripeWebhookRoutes(deps));
  app.route('/', unsubscribeRoutes(deps));
  app.route('/', yourEnquiryRoutes(deps));
  app.route('/', adminReviewQueueRoutes(deps));
  app.route('/', adminReviewRoutes(deps));
  app.route('/', adminClaimRoutes(deps));
  app.route('/', adminSettingsRoutes(deps));
  app.route('/', adminQueueRoutes(deps));
  app.route('/', adminQueueCountRoutes(deps));
  app.route('/', adminChatSettingsRoutes(deps));
  app.route('/', adminLocationRoutes(deps));
  app.route('/', adminOverviewRoutes(deps));
  app.route('/', adminFiguresRoutes(deps));
  app.route('/', adminFunnelRoutes(deps));
  app.route('/', adminSpecialistBulkRoutes(deps));
  app.route('/', adminSpecialistRoutes(deps));
  app.route('/', adminPhotoRoutes(deps));
  app.route('/', adminCheckRoutes(deps));
  app.route('/', adminEnquiryBulkRoutes(deps));
  app.route('/', adminEnquiryRoutes(deps));
  app.route('/', adminCampaignRoutes(deps));
  app.route('/', adminSpecialistMessageRoutes(deps));
  app.route('/', adminMailRoutes(deps));
  app.route('/', adminSubscriptionRoutes(deps));
  app.route('/', adminLoginThrottleRoutes(deps));
  app.route('/', adminAuditRoutes(deps));
  app.route('/', mediaRoutes(deps));
  app.route('/', openApiRoutes(app));

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404),
  );

  app.onError((err, c) => {
    if (err instanceof HttpError) return sendError(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(errorBody('bad_request', err.message || 'Bad request'), err.status);
    }
    deps.logger?.error(err);
    // Disk full, lock held, file unwritable: nothing was stored, and a retry later may be.
    const unavailable = storageUnavailable(err);
    if (unavailable) return sendError(c, unavailable);
    return c.json(errorBody('internal_error', 'Something went wrong on our side'), 500);
  });

  return app;
}

export type FloApp = ReturnType<typeof createApp>;
