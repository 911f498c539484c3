import type { Admin, AdminMeResponse } from '@flo/contract';
import { type QueryFunction, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiRequestError } from '../data/api-request.ts';
import { apiQuery, apiQueryFn } from '../data/query-client.ts';
import { clearAdminToken, readAdminToken } from './session.ts';

export const adminMeQuery = apiQuery<AdminMeResponse | null>('/api/admin/me');

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
export function useAdminSession(): Admin | undefined {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token] = useState(readAdminToken);
  const me = useQuery({
    ...adminMeQuery,
    queryFn: apiQueryFn(apiRequest, {
      on401: 'returnNull',
    }) as QueryFunction<AdminMeResponse | null>,
    enabled: token !== null,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
  const [refused, setRefused] = useState(false);
  const signedOut = token === null || me.data === null || me.isError || refused;
  useEffect(() => {
    if (!signedOut) return;
    clearAdminToken(queryClient);
    navigate('/admin/login', { replace: true });
  }, [signedOut, queryClient, navigate]);
  // A session that ends while a screen is open (logged out elsewhere, expired): the first
  // admin call the API refuses with 401 ends it here too.
  useEffect(() => {
    const onRefusal = (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) setRefused(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      const isAdminRead = String(event.query.queryKey[0]).startsWith('/api/admin');
      if (isAdminRead && event.type === 'updated' && event.action.type === 'error') {
        onRefusal(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onRefusal(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return signedOut ? undefined : me.data?.admin;
}
