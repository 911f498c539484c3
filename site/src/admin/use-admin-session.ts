import type { Admin, AdminMeResponse } from '@flo/contract';
import { ADMIN_TOKEN_KEY } from '../data/api-request.ts';
import { createSessionHook, createSessionTokens } from '../signed-in/index.ts';

/**
 * The admin login: localStorage `admin_token` (docs/product/roles.md#admin), which `apiRequest`
 * sends on every call outside the business API.
 */
export const adminTokens = createSessionTokens({
  storageKey: ADMIN_TOKEN_KEY,
  apiPrefix: '/api/admin',
});

/**
 * The signed-in admin, checked with `GET /api/admin/me`; undefined while that runs. As
 * docs/product/roles.md#admin says, the check runs again whenever the window regains focus, is
 * never stale and never retried; no token, a 401 or a later admin call refused with 401 clears the
 * token and sends the visitor to /admin/login. Browser-only: render it after hydration.
 *
 * @example
 * const admin = useAdminSession();
 * if (!admin) return <p role="status">Loading…</p>;
 */
export const useAdminSession: () => Admin | undefined = createSessionHook({
  tokens: adminTokens,
  mePath: '/api/admin/me',
  userOf: (me: AdminMeResponse) => me.admin,
  loginPath: '/admin/login',
  recheckOnFocus: true,
});
