import type { Business, BusinessMeResponse } from '@flo/contract';
import { BUSINESS_TOKEN_KEY } from '../data/api-request.ts';
import { createSessionHook, createSessionTokens } from '../signed-in/index.ts';

/**
 * The business login: localStorage `business_auth_token` (docs/product/roles.md#business-user),
 * which `apiRequest` sends with every `/api/business…` call.
 */
export const businessTokens = createSessionTokens({
  storageKey: BUSINESS_TOKEN_KEY,
  apiPrefix: '/api/business',
});

/**
 * The logged-in business, checked with `GET /api/business/me`; undefined while that runs. With no
 * token, a 401 or a failed check, or a later business call refused with 401, the token is cleared
 * and the visitor is sent to /login (docs/product/roles.md#business-user). Browser-only: render it
 * after hydration.
 *
 * @example
 * const business = useBusinessSession();
 * if (!business) return <p role="status">Loading your dashboard…</p>;
 */
export const useBusinessSession: () => Business | undefined = createSessionHook({
  tokens: businessTokens,
  mePath: '/api/business/me',
  userOf: (me: BusinessMeResponse) => me.business,
  loginPath: '/login',
});
