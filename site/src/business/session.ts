import type { QueryClient } from '@tanstack/react-query';
import { safeLocalStorage } from '../app/browser-storage.ts';
import { BUSINESS_TOKEN_KEY } from '../data/api-request.ts';

/**
 * The business login lives in localStorage under `business_auth_token`
 * (docs/product/roles.md#business-user);
 * `apiRequest` reads it from there for every `/api/business…` call. Browser-only: call these
 * from effects and event handlers, never while rendering on the server.
 */

export function readBusinessToken(): string | null {
  return safeLocalStorage()?.getItem(BUSINESS_TOKEN_KEY) ?? null;
}

/** Drops what the previous login fetched, so the next business never sees it. */
function forgetBusinessQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/business'),
  });
}

/** Keeps the token of a fresh login; false when the browser blocks storage (no login can last). */
export function storeBusinessToken(token: string, queryClient: QueryClient): boolean {
  const storage = safeLocalStorage();
  if (!storage) return false;
  forgetBusinessQueries(queryClient);
  storage.setItem(BUSINESS_TOKEN_KEY, token);
  return true;
}

/** Forgets the login: after logout, or when the API refused the token. */
export function clearBusinessToken(queryClient: QueryClient): void {
  safeLocalStorage()?.removeItem(BUSINESS_TOKEN_KEY);
  forgetBusinessQueries(queryClient);
}
