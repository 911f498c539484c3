import { seedReferenceData } from '../seed/reference.ts';
import { insertDirectoryFixture } from './directory.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface ListingsTestApp extends TestApp {
  /** Specialist ids of the directory fixture by slug (0 for an unknown slug). */
  id(slug: string): number;
}

/**
 * Test fixture for the claim and subscription flows: the real app on a temp SQLite file with
 * the directory fixture and the reference data (plans and prices).
 *
 * @example
 * const t = createListingsTestApp();
 * await t.app.request('/api/claims', jsonBody(ownerClaim(t.id('castle-carpets-manchester'))));
 */
export function createListingsTestApp(): ListingsTestApp {
  const t = createTestApp();
  const { ids } = insertDirectoryFixture(t.db);
  seedReferenceData(t.db);
  return { ...t, id: (slug) => ids[slug] ?? 0 };
}

/** A valid claim of a listing by its owner, with `overrides` applied. */
export const ownerClaim = (specialistId: number, overrides: Record<string, unknown> = {}) => ({
  specialistId,
  name: 'Dan Castle',
  role: 'Owner',
  email: 'dan@castlecarpets.example',
  phone: '0161 496 0123',
  proof: 'I am the owner; the listing phone number is our shop landline.',
  ...overrides,
});
