import type { Db } from '../db/client.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { insertDirectoryFixture } from './directory.ts';
import { openTestApp } from './open-test-app.ts';
import type { TestApp } from './test-app.ts';

export interface ListingsTestApp extends TestApp {
  /** Specialist ids of the directory fixture by slug (0 for an unknown slug). */
  id(slug: string): number;
}

/** The directory fixture first, then the reference data (plans and prices). */
function directoryWithReferenceData(db: Db) {
  const { ids } = insertDirectoryFixture(db);
  seedReferenceData(db);
  return ids;
}

/**
 * Test fixture for the claim and subscription flows: the real app on this project's engine
 * (`openTestApp`) with the directory fixture and the reference data (plans and prices).
 *
 * @example
 * const t = await openListingsTestApp();
 * await t.app.request('/api/claims', jsonBody(ownerClaim(t.id('castle-carpets-manchester'))));
 */
export async function openListingsTestApp(): Promise<ListingsTestApp> {
  const t = await openTestApp({ arrange: directoryWithReferenceData });
  return { ...t, id: (slug) => t.arranged[slug] ?? 0 };
}
