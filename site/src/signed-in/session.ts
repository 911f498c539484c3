import {
  type QueryClient,
  type QueryFunction,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { safeLocalStorage } from '../app/browser-storage.ts';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiRequestError } from '../data/api-request.ts';
import { apiQuery, apiQueryFn } from '../data/query-client.ts';
import { useToast } from '../global/toast/ToastProvider.tsx';

/**
 * Where a signed-in area keeps its login: a token in localStorage under `storageKey` (`apiRequest`
 * sends it as the bearer of that area's calls,
 * docs/product/roles.md#which-token-a-request-carries), and the cached reads under `apiPrefix` that
 * belong to whoever holds it. Browser-only: call these from effects and event handlers, never while
 * rendering on the server.
 */
export interface SessionTokens {
  /** The localStorage key (`admin_token`, `business_auth_token`). */
  readonly storageKey: string;
  /** The API paths of the area ('/api/admin'): their reads are dropped with the login. */
  readonly apiPrefix: string;
  read(): string | null;
  /** Keeps the token of a fresh login; false when the browser blocks storage (no login can last). */
  store(token: string, queryClient: QueryClient): boolean;
  /** Forgets the login: after logout, or when the API refused the token. */
  clear(queryClient: QueryClient): void;
}

/**
 * The token store of one signed-in area.
 *
 * @example
 * export const adminTokens = createSessionTokens({ storageKey: ADMIN_TOKEN_KEY, apiPrefix: '/api/admin' });
 */
export function createSessionTokens({
  storageKey,
  apiPrefix,
}: {
  storageKey: string;
  apiPrefix: string;
}): SessionTokens {
  // Drops what the previous login fetched, so the next one never sees it.
  const forgetQueries = (queryClient: QueryClient) =>
    queryClient.removeQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(apiPrefix),
    });
  return {
    storageKey,
    apiPrefix,
    read: () => safeLocalStorage()?.getItem(storageKey) ?? null,
    store(token, queryClient) {
      const storage = safeLocalStorage();
      if (!storage) return false;
      forgetQueries(queryClient);
      storage.setItem(storageKey, token);
      return true;
    },
    clear(queryClient) {
      safeLocalStorage()?.removeItem(storageKey);
      forgetQueries(queryClient);
    },
  };
}

export interface SessionHookOptions<Me, User> {
  tokens: SessionTokens;
  /** The "who is logged in" read ('/api/admin/me'); its 401 reads as null. */
  mePath: string;
  /** The signed-in user in the read's answer. */
  userOf: (me: Me) => User;
  /** Where a visitor without a valid session is sent ('/admin/login'). */
  loginPath: string;
  /**
   * Checks the session again whenever the window regains focus, never treats the answer as fresh
   * and never retries it (the admin console: docs/product/roles.md#admin). Off: the site's query
   * policy (fresh 5 minutes, retried on anything but a 4xx).
   */
  recheckOnFocus?: boolean;
}

/**
 * Makes the session hook of a signed-in area: the signed-in user, checked with the area's `me`
 * read; undefined while that runs. No token, a 401 or a failed check, or a later call of the area
 * refused with 401 (logged out in another tab, expired) clears the token and sends the visitor to
 * `loginPath` (docs/product/roles.md#business-user, docs/product/roles.md#admin). Browser-only:
 * render the hook after hydration.
 *
 * @example
 * export const useAdminSession = createSessionHook({
 *   tokens: adminTokens,
 *   mePath: '/api/admin/me',
 *   userOf: (me: AdminMeResponse) => me.admin,
 *   loginPath: '/admin/login',
 *   recheckOnFocus: true,
 * });
 * const admin = useAdminSession();
 * if (!admin) return <p role="status">Loading…</p>;
 */
export function createSessionHook<Me, User>({
  tokens,
  mePath,
  userOf,
  loginPath,
  recheckOnFocus = false,
}: SessionHookOptions<Me, User>): () => User | undefined {
  const meQuery = apiQuery<Me | null>(mePath);
  const recheck = recheckOnFocus ? { staleTime: 0, retry: false, refetchOnWindowFocus: true } : {};
  return function useSession(): User | undefined {
    const apiRequest = useApiRequest();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const [token] = useState(tokens.read);
    const me = useQuery({
      ...meQuery,
      queryFn: apiQueryFn(apiRequest, { on401: 'returnNull' }) as QueryFunction<Me | null>,
      enabled: token !== null,
      ...recheck,
    });
    const [refused, setRefused] = useState(false);
    const signedOut = token === null || me.data === null || me.isError || refused;
    useEffect(() => {
      if (!signedOut) return;
      tokens.clear(queryClient);
      navigate(loginPath, { replace: true });
    }, [signedOut, queryClient, navigate]);
    // A session that ends while a page is open: the first read of the area or any write the
    // API refuses with 401 ends it here too.
    useEffect(() => {
      const onRefusal = (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) setRefused(true);
      };
      const stopQueries = queryClient.getQueryCache().subscribe((event) => {
        const isAreaRead = String(event.query.queryKey[0]).startsWith(tokens.apiPrefix);
        if (isAreaRead && event.type === 'updated' && event.action.type === 'error') {
          onRefusal(event.action.error);
        }
      });
      const stopMutations = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error')
          onRefusal(event.action.error);
      });
      return () => {
        stopQueries();
        stopMutations();
      };
    }, [queryClient]);
    return signedOut || !me.data ? undefined : userOf(me.data);
  };
}

/**
 * The log out of a signed-in area: revokes the token with `POST endpoint`, forgets it even when the
 * API cannot be reached (a shared computer is left logged out either way), says 'Logged out' and
 * goes to `to` (docs/product/roles.md#admin, docs/product/errors.md#admin-texts). The token is
 * forgotten once the page has left: forgotten earlier, the session check of a signed-in page would
 * send the visitor to the login instead. With no token there is nothing to revoke.
 *
 * @example
 * const logOut = useLogOut(adminTokens, { endpoint: '/api/admin/logout', to: '/' });
 * <button type="button" onClick={logOut}>Log out</button>
 */
export function useLogOut(
  tokens: SessionTokens,
  { endpoint, to, replace = false }: { endpoint: string; to: string; replace?: boolean },
): () => void {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(() => {
    const finish = async () => {
      toast({ title: 'Logged out' });
      await navigate(to, { replace });
      tokens.clear(queryClient);
    };
    if (!tokens.read()) void finish();
    else apiRequest('POST', endpoint).then(finish, finish);
  }, [tokens, endpoint, to, replace, apiRequest, queryClient, navigate, toast]);
}
