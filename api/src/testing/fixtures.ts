import { test } from 'vitest';
import type { Db } from '../db/client.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { insertAdmin, insertBusiness, signIn } from './accounts.ts';
import { openBusinessTestApp } from './business-app.ts';
import { demoReaders, seedDemoAtDemoNow } from './demo-db.ts';
import { insertDirectoryFixture } from './directory.ts';
import { insertEnquiryFixtures } from './enquiries.ts';
import { openListingsTestApp } from './listings-app.ts';
import { openTestApp } from './open-test-app.ts';
import type { TestApp } from './test-app.ts';

/** The headers of an admin, added to `api`'s database and signed in to it now. */
async function signedInAdmin(api: TestApp): Promise<Record<string, string>> {
  const token = await signIn(api.engine, 'admin', await insertAdmin(api.engine), new Date());
  return { authorization: `Bearer ${token}` };
}

/**
 * Vitest's `test` with an `api` fixture made by `open`, closed and deleted after each test, and
 * an `admin` fixture: the headers of an admin signed in to that app, made only when a test
 * asks for them. The app runs on this project's engine (`openTestApp`): SQLite in `api`, and
 * PostgreSQL in `api-postgres` for the files listed there (ADR 055).
 */
function testWithApp<App extends TestApp>(open: () => Promise<App>) {
  return (
    test
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
      .extend('api', async ({}, { onCleanup }) => {
        const api = await open();
        onCleanup(() => api.close());
        return api;
      })
      .extend('admin', ({ api }) => signedInAdmin(api))
  );
}

const passwordlessBusiness = (db: Db) => insertBusiness(db, { password: null });

/**
 * Vitest's `test` with an `api` fixture: a fresh API on a database of its own for each test,
 * closed and deleted after it, so a test file needs no `beforeEach`/`afterEach` pair; `admin`
 * gives the headers of a signed-in admin.
 *
 * @example
 * apiTest('answers', async ({ api }) => {
 *   expect((await api.app.request('/healthz')).status).toBe(200);
 * });
 */
export const apiTest = testWithApp(() => openTestApp());

/** `apiTest` whose app holds the reference data (services, cities, plans and prices). */
export const seededApiTest = testWithApp(() => openTestApp({ arrange: seedReferenceData }));

/** `apiTest` whose app holds a business account (`BUSINESS`); `account` has its ids. */
export const businessAccountTest = testWithApp(() =>
  openTestApp({ arrange: insertBusiness }),
).extend('account', { auto: true }, ({ api }) => api.arranged);

/**
 * `businessAccountTest` whose business has no password yet, as a freshly claimed listing is
 * before its owner follows the setup link.
 */
export const passwordlessBusinessTest = testWithApp(() =>
  openTestApp({ arrange: passwordlessBusiness }),
).extend('account', { auto: true }, ({ api }) => api.arranged);

/** `apiTest` whose app holds the directory fixture; `directory` has its specialists' ids. */
export const directoryTest = testWithApp(() =>
  openTestApp({ arrange: insertDirectoryFixture }),
).extend('directory', { auto: true }, ({ api }) => api.arranged);

/** `apiTest` whose app holds the enquiry fixtures; `specialistIds` has their ids by key. */
export const enquiryTest = testWithApp(() =>
  openTestApp({ arrange: insertEnquiryFixtures }),
).extend('specialistIds', { auto: true }, ({ api }) => api.arranged);

/** `apiTest` whose `api` is a `ListingsTestApp`: the directory fixture and the reference data. */
export const listingsTest = testWithApp(openListingsTestApp);

/** `apiTest` whose `api` is a `BusinessTestApp`: the enquiry fixtures, with signed-in businesses. */
export const businessTest = testWithApp(() => openBusinessTestApp());

/**
 * Vitest's `test` with one app for the whole file on the demo data at `DEMO_NOW`, on this
 * project's engine (`openTestApp`): `api` is its app and `admin` the headers of an admin signed
 * in to it; `demo` has raw-SQL readers of its file (SQLite only). Tests share it, in order: each
 * sees what the earlier ones changed. It is closed and deleted after the file's last test.
 */
export const demoFileTest = test
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  .extend('api', { scope: 'file' }, async ({}, { onCleanup }) => {
    const api = await openTestApp({ arrange: seedDemoAtDemoNow });
    onCleanup(() => api.close());
    return api;
  })
  .extend('demo', { scope: 'file' }, ({ api }) => demoReaders(api))
  .extend('admin', { scope: 'file' }, ({ api }) => signedInAdmin(api));
