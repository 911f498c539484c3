import { createContext, type ReactNode, useContext } from 'react';
import type { ApiRequest } from './api-request.ts';

const ApiRequestContext = createContext<ApiRequest | null>(null);

/** Provides the request helper: `fetch` in the browser, the in-process API on the server. */
export function ApiRequestProvider({
  apiRequest,
  children,
}: {
  apiRequest: ApiRequest;
  children: ReactNode;
}) {
  return <ApiRequestContext.Provider value={apiRequest}>{children}</ApiRequestContext.Provider>;
}

/**
 * The site's one request helper, for mutations.
 *
 * @example
 * const apiRequest = useApiRequest();
 * const send = useMutation({ mutationFn: (body: ContactMessage) => apiRequest('POST', '/api/contact', body) });
 */
export function useApiRequest(): ApiRequest {
  const apiRequest = useContext(ApiRequestContext);
  if (!apiRequest) throw new Error('useApiRequest needs <ApiRequestProvider>');
  return apiRequest;
}
