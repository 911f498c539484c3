import type { RouteObject } from 'react-router';
import type { PageHandle, pageRoute } from '../app/page-route.ts';
import { RootError } from '../global/errors/RootError.tsx';
import { RouteError } from '../global/errors/RouteError.tsx';
import { PageShell } from '../layout/PageShell.tsx';

type Page = (options: Parameters<typeof pageRoute>[1]) => RouteObject;

/** The layout's module, as the Vite manifest names it, so the server links its CSS. */
const LAYOUT_MODULE = 'src/business/BusinessLayout.tsx';

/**
 * The business area as a top-level route beside the public site's: its own lazily loaded
 * layout and pages (src/business/<page>/page.tsx), so none of it reaches the public bundle.
 *
 * @example
 * return [publicRoot, businessArea(page)];
 */
export function businessArea(page: Page): RouteObject {
  // The business layout never shows Flo, so no page of it asks for the launcher.
  const handle: PageHandle = { module: LAYOUT_MODULE, flo: 'page' };
  return {
    id: 'business',
    handle,
    errorElement: <RootError />,
    lazy: async () => ({ Component: (await import('./BusinessLayout.tsx')).BusinessLayout }),
    children: [
      {
        id: 'business-pages',
        element: <PageShell />,
        errorElement: <RouteError />,
        children: [
          page({ area: 'business', page: 'login', path: 'login' }),
          page({ area: 'business', page: 'logout', path: 'logout' }),
          page({ area: 'business', page: 'dashboard', path: 'dashboard' }),
          page({ area: 'business', page: 'lead', path: 'dashboard/enquiries/:reference' }),
          page({ area: 'business', page: 'messages', path: 'dashboard/messages' }),
          page({ area: 'business', page: 'profile', path: 'dashboard/profile' }),
          page({ area: 'business', page: 'photos', path: 'dashboard/photos' }),
          page({ area: 'business', page: 'reviews', path: 'dashboard/reviews' }),
          page({ area: 'business', page: 'widget', path: 'dashboard/widget' }),
        ],
      },
    ],
  };
}
