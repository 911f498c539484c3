import { expect } from 'vitest';
import { clockOf } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { businesses } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { signIn } from './accounts.ts';
import { chatPayload, insertEnquiryFixtures } from './enquiries.ts';
import { openTestApp } from './open-test-app.ts';
import { jsonBody, type TestApp } from './test-app.ts';

/**
 * Test-only: the enquiry fixture directory with logged-in businesses for castle-carpets and
 * premier-carpets (Standard) and budget-carpets (free), for the business dashboard's tests.
 */
export interface BusinessTestApp extends TestApp {
  specialistIds: Record<string, number>;
  tokens: { castle: string; premier: string; budget: string };
  /** Sends a chat enquiry naming the fixture specialist; answers its reference. */
  enquiryTo(key: string, overrides?: Parameters<typeof chatPayload>[0]): Promise<string>;
  /** A fresh session, at the app's clock, for the business of the fixture specialist. */
  logIn(key: string): Promise<string>;
  /** A JSON request with the bearer token. */
  call(token: string, method: string, path: string, body?: unknown): Promise<Response>;
}

const SIGNED_IN = ['castle-carpets', 'premier-carpets', 'budget-carpets'];

/** The enquiry fixtures, and a business for each specialist the dashboard tests sign in as. */
function enquiryFixturesWithBusinesses(db: Db) {
  const specialistIds = insertEnquiryFixtures(db);
  const businessIds: Record<string, number> = {};
  for (const key of SIGNED_IN) {
    businessIds[key] = db
      .insert(businesses)
      .values({ email: `owner@${key}.test`, name: key, specialistId: specialistIds[key] as number })
      .returning({ id: businesses.id })
      .get().id;
  }
  return { specialistIds, businessIds };
}

/**
 * The business test app on this project's engine (`openTestApp`).
 *
 * @example
 * const api = await openBusinessTestApp();
 * const res = await api.call(api.tokens.castle, 'GET', '/api/business/leads');
 */
export async function openBusinessTestApp(
  overrides: Partial<AppDeps> = {},
): Promise<BusinessTestApp> {
  const t = await openTestApp({ arrange: enquiryFixturesWithBusinesses, overrides });
  const { specialistIds, businessIds } = t.arranged;
  const logIn = (key: string) =>
    signIn(t.engine, 'business', businessIds[key] as number, clockOf(t.deps)());
  return {
    ...t,
    specialistIds,
    logIn,
    tokens: {
      castle: await logIn('castle-carpets'),
      premier: await logIn('premier-carpets'),
      budget: await logIn('budget-carpets'),
    },
    async enquiryTo(key, overrides = {}) {
      const res = await t.app.request(
        '/api/enquiries',
        jsonBody(chatPayload({ specialistId: specialistIds[key] as number, ...overrides })),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    },
    async call(token, method, path, body) {
      return t.app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
  };
}
