import type { Business, BusinessMeResponse } from '@flo/contract';
import { type QueryFunction, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiRequestError } from '../data/api-request.ts';
import { apiQuery, apiQueryFn } from '../data/query-client.ts';
import { clearBusinessToken, readBusinessToken } from './session.ts';

export const businessMeQuery = apiQuery<BusinessMeResponse | null>('/api/business/me');

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
export function useBusinessSession(): Business | undefined {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token] = useState(readBusinessToken);
  const me = useQuery({
    ...businessMeQuery,
    queryFn: apiQueryFn(apiRequest, {
      on401: 'returnNull',
    }) as QueryFunction<BusinessMeResponse | null>,
    enabled: token !== null,
  });
  const [refused, setRefused] = useState(false);
  const signedOut = token === null || me.data === null || me.isError || refused;
  useEffect(() => {
    if (!signedOut) return;
    clearBusinessToken(queryClient);
    navigate('/login', { replace: true });
  }, [signedOut, queryClient, navigate]);
  // A token revoked or expired after the check (logged out in another tab, say): the first
  // business read or write the API refuses with 401 ends the session the same way.
  useEffect(() => {
    const onRefusal = (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) setRefused(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      const isBusinessRead = String(event.query.queryKey[0]).startsWith('/api/business');
      if (isBusinessRead && event.type === 'updated' && event.action.type === 'error') {
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
  return signedOut ? undefined : me.data?.business;
}
