import { createContext, type ReactNode, useContext } from 'react';

/** Per-deployment settings the server hands to the browser in the page's data block. */
export interface SiteConfig {
  /** Absolute origin for canonical URLs and Open Graph ('https://flo.example'). */
  publicUrl: string;
  /** Same-origin analytics script to load after cookie consent; null loads nothing. */
  analyticsSrc: string | null;
  /** When the server rendered the page (ms); relative dates use it so hydration matches. */
  renderedAt: number;
  /**
   * Flo's opening stylesheet (`/assets/flo-facade-….css`), which lets the server render Flo's
   * greeting and first replies before the widget loads; absent without a client build.
   */
  floStylesheet?: string | null;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Provides the site configuration to every component. */
export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The site configuration; throws outside the provider so a missing one fails loudly in tests. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs <SiteConfigProvider>');
  return config;
}
