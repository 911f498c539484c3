import { expect } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { clockOf } from '../clock.ts';
import { businesses } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { chatPayload, insertEnquiryFixtures } from './enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from './test-app.ts';

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
  logIn(key: string): string;
  /** A JSON request with the bearer token. */
  call(token: string, method: string, path: string, body?: unknown): Promise<Response>;
}

export function createBusinessTestApp(overrides: Partial<AppDeps> = {}): BusinessTestApp {
  const t = createTestApp(overrides);
  const specialistIds = insertEnquiryFixtures(t.db);
  const businessIds = new Map<string, number>();
  const logIn = (key: string) => {
    const id = businessIds.get(key) as number;
    return createSession(t.db, 'business', id, clockOf(t.deps)());
  };
  const loggedIn = (key: string) => {
    const { id } = t.db
      .insert(businesses)
      .values({ email: `owner@${key}.test`, name: key, specialistId: specialistIds[key] as number })
      .returning({ id: businesses.id })
      .get();
    businessIds.set(key, id);
    return logIn(key);
  };
  return {
    ...t,
    specialistIds,
    logIn,
    tokens: {
      castle: loggedIn('castle-carpets'),
      premier: loggedIn('premier-carpets'),
      budget: loggedIn('budget-carpets'),
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
