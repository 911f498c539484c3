/**
 * `@flo/api/testing`: what other packages' tests need to set up and inspect a real API on a
 * real SQLite file: the test app, sign-ins, fixtures, and the few product functions that mint
 * links a browser test follows (quotes, review invites); and a throwaway PostgreSQL cluster for
 * a browser test of the server on PostgreSQL. Nothing here is bundled into the
 * server. Vitest fixtures are at `@flo/api/testing/fixtures`, apart, so the Playwright suite
 * can import this entry without loading Vitest.
 *
 * @example
 * import { createTestApp, insertAdmin } from '@flo/api/testing';
 * const t = createTestApp();
 * await insertAdmin(t.db);
 */
export { createSession } from '../auth/sessions.ts';
export { openDatabase } from '../db/client.ts';
export { testJpeg, testPng } from '../profile-photos/test-images.ts';
export { createQuote, quoteAcceptPath } from '../quotes/create-quote.ts';
export { createReviewInvite, reviewInvitePath } from '../reviews/invites.ts';
export { DEMO_BUSINESS_EMAIL, seedDemoData } from '../seed/demo.ts';
export { seedReferenceData } from '../seed/reference.ts';
export { DEMO_SPECIALIST } from '../seed/specialist-plan.ts';
export {
  ADMIN,
  BUSINESS,
  bearer,
  findActiveSession,
  insertAdmin,
  insertBusiness,
} from './accounts.ts';
export { type DirectoryFixture, insertDirectoryFixture } from './directory.ts';
export { chatPayload, errorOf, insertEnquiryFixtures, simplePayload } from './enquiries.ts';
export { readJson } from './json.ts';
export { ownerClaim } from './owner-claim.ts';
export { type RunningPostgres, startPostgres } from './postgres/cluster.ts';
export { createDatabase } from './postgres/databases.ts';
export { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from './smtp-server.ts';
export { type StripeStandIn, startStripeStandIn } from './stripe-stand-in/index.ts';
export { createTestApp, jsonBody, type TestApp } from './test-app.ts';
