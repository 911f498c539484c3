import { Outlet, useMatches } from 'react-router';
import type { PageHandle } from '../app/page-route.ts';
import { FloBubble } from '../flo/FloBubble.tsx';
import { CookieBanner } from '../global/cookie-consent/CookieBanner.tsx';
import { ScrollToTopButton } from '../global/scroll/ScrollToTopButton.tsx';
import { useScrollToTopOnNavigate } from '../global/scroll/useScrollToTopOnNavigate.ts';
import { Toaster } from '../global/toast/Toaster.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

function floPlacement(matches: ReturnType<typeof useMatches>): PageHandle['flo'] {
  const handle = matches.findLast((match) => match.handle)?.handle as PageHandle | undefined;
  return handle?.flo ?? 'bubble';
}

/**
 * The frame of every page: header, content, footer and the global interface
 * (docs/product/routes.md#global-interface).
 */
export function Layout() {
  const matches = useMatches();
  useScrollToTopOnNavigate();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <CookieBanner />
      <Toaster />
      {floPlacement(matches) === 'bubble' ? <FloBubble /> : null}
    </div>
  );
}
