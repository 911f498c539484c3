import type { QueryClient } from '@tanstack/react-query';
import { safeLocalStorage } from '../app/browser-storage.ts';
import { ADMIN_TOKEN_KEY } from '../data/api-request.ts';

/**
 * The admin login lives in localStorage under `admin_token` (docs/product/roles.md#admin);
 * `apiRequest` sends it on every call outside the business API. Browser-only: call these from
 * effects and event handlers, never while rendering on the server.
 */

export function readAdminToken(): string | null {
  return safeLocalStorage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

/** Drops what the previous admin fetched, so the next one never sees it. */
function forgetAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin'),
  });
}

/** Keeps the token of a fresh login; false when the browser blocks storage. */
export function storeAdminToken(token: string, queryClient: QueryClient): boolean {
  const storage = safeLocalStorage();
  if (!storage) return false;
  forgetAdminQueries(queryClient);
  storage.setItem(ADMIN_TOKEN_KEY, token);
  return true;
}

/** Forgets the login: after logout, or when the API refused the token. */
export function clearAdminToken(queryClient: QueryClient): void {
  safeLocalStorage()?.removeItem(ADMIN_TOKEN_KEY);
  forgetAdminQueries(queryClient);
}
