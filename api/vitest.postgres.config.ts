import { defineProject } from 'vitest/config';

/**
 * API test files that need PostgreSQL: they run apart, in the `api-postgres` project, whose
 * global setup starts one throwaway cluster for the run, and only when one of them is in it
 * (docs/decisions/048-postgresql-in-tests.md).
 */
export const POSTGRES_TESTS = ['src/**/*.pg.test.ts'];

/**
 * The API's route tests that run on both engines (ADR 055): on SQLite in the `api` project, and
 * here again on PostgreSQL, where `openTestApp` gives each test a database of the cluster. A
 * route test not listed runs on SQLite only; those left out, and why, are in the ADR.
 */
export const BOTH_ENGINES_TESTS = [
  'src/testing/open-test-app.test.ts',
  'src/admin/campaigns/routes.test.ts',
  'src/admin/chat-settings/routes.test.ts',
  'src/admin/claims/routes.test.ts',
  'src/admin/enquiries/bulk-status.test.ts',
  'src/admin/enquiries/routes.test.ts',
  'src/admin/figures/routes.test.ts',
  'src/admin/list-sorting.test.ts',
  'src/admin/locations/routes.test.ts',
  'src/admin/login-throttles/routes.test.ts',
  'src/admin/mail/routes.test.ts',
  'src/admin/overview/routes.test.ts',
  'src/admin/queue-counts/routes.test.ts',
  'src/admin/queue/routes.test.ts',
  'src/admin/review-queue/routes.test.ts',
  'src/admin/reviews/routes.test.ts',
  'src/admin/settings/routes.test.ts',
  'src/admin/specialists/bulk.test.ts',
  'src/admin/specialists/routes.test.ts',
  'src/admin/subscriptions/routes.test.ts',
  'src/audit/routes.test.ts',
  'src/auth/access-control.test.ts',
  'src/auth/admin-routes.test.ts',
  'src/auth/business-routes.test.ts',
  'src/auth/cross-business.test.ts',
  'src/auth/login-guards.test.ts',
  'src/auth/session-routes.test.ts',
  'src/auth/setup-link.test.ts',
  'src/auth/setup-password.test.ts',
  'src/auth/sign-in-links.test.ts',
  'src/auth/throttle/guard.test.ts',
  'src/auth/two-factor/two-factor-account.test.ts',
  'src/auth/two-factor/two-factor-login.test.ts',
  'src/billing/routes.test.ts',
  'src/billing/webhook-routes.test.ts',
  'src/business-dashboard/public-figures.test.ts',
  'src/business-dashboard/routes.test.ts',
  'src/business-leads/inbox.test.ts',
  'src/business-leads/routes.test.ts',
  'src/business-messages/routes.test.ts',
  'src/business-profile/routes.test.ts',
  'src/business-reviews/routes.test.ts',
  'src/checks/routes.test.ts',
  'src/claims/routes.test.ts',
  'src/contact/routes.test.ts',
  'src/content/routes.test.ts',
  'src/directory/chat-settings-routes.test.ts',
  'src/directory/review-routes.test.ts',
  'src/directory/service-routes.test.ts',
  'src/directory/specialist-message-routes.test.ts',
  'src/directory/specialist-routes.test.ts',
  'src/enquiries/idempotency.test.ts',
  'src/enquiries/match-nearest.test.ts',
  'src/enquiries/match-preview.test.ts',
  'src/enquiries/match-specialists.test.ts',
  'src/enquiries/phone.test.ts',
  'src/enquiries/routes.test.ts',
  'src/enquiries/unmatched.test.ts',
  'src/enquiries/visitor-place.test.ts',
  'src/funnel/routes.test.ts',
  'src/geo/coverage.test.ts',
  'src/geo/place-readings.test.ts',
  'src/geo/routes.test.ts',
  'src/health/routes.test.ts',
  'src/home/routes.test.ts',
  'src/http/bad-input.test.ts',
  'src/http/widget-cors.test.ts',
  'src/jobs/routes.test.ts',
  'src/locations/routes.test.ts',
  'src/mail/worker.test.ts',
  'src/metrics/endpoint.test.ts',
  'src/metrics/request-metrics.test.ts',
  'src/page-cache/keep-public-answers.test.ts',
  'src/profile-photos/routes.test.ts',
  'src/quotes/routes.test.ts',
  'src/reviews/profile-reviews.test.ts',
  'src/reviews/published-reviews.test.ts',
  'src/reviews/routes.test.ts',
  'src/search/demo-search.test.ts',
  'src/search/kept-searches.test.ts',
  'src/search/place-search.test.ts',
  'src/search/routes.test.ts',
  'src/service-cities/routes.test.ts',
  'src/sitemap/routes.test.ts',
  'src/subscriptions/routes.test.ts',
  'src/unsubscribe/routes.test.ts',
  'src/your-enquiry/routes.test.ts',
];

export default defineProject({
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'api-postgres',
    include: [...POSTGRES_TESTS, ...BOTH_ENGINES_TESTS],
    globalSetup: ['src/testing/postgres/global-setup.ts'],
    provide: { testEngine: 'postgres' },
    // The first test of an arrangement in a worker also builds its template (the demo
    // directory's takes 10 to 20 s); the tests after it copy the template in milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file takes a database of its own, so files can share a worker (ADR 044).
    isolate: false,
  },
});
