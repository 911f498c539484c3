import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ApiRequestProvider } from '../data/ApiRequestProvider.tsx';
import type { ApiRequest } from '../data/api-request.ts';
import { ToastProvider } from '../global/toast/ToastProvider.tsx';
import { type SiteConfig, SiteConfigProvider } from './site-config.tsx';

/** Everything above the router, identical on the server and in the browser. */
export function SiteProviders({
  config,
  queryClient,
  apiRequest,
  children,
}: {
  config: SiteConfig;
  queryClient: QueryClient;
  apiRequest: ApiRequest;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteConfigProvider config={config}>
        <ApiRequestProvider apiRequest={apiRequest}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>{children}</ToastProvider>
          </QueryClientProvider>
        </ApiRequestProvider>
      </SiteConfigProvider>
    </StrictMode>
  );
}
