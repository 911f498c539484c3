import type { RouteObject } from 'react-router';
import type { PageHandle, pageRoute } from '../app/page-route.ts';
import { RootError } from '../global/errors/RootError.tsx';
import { RouteError } from '../global/errors/RouteError.tsx';
import { PageShell } from '../layout/PageShell.tsx';

type Page = (options: Parameters<typeof pageRoute>[1]) => RouteObject;

/** The layout's module, as the Vite manifest names it, so the server links its CSS. */
const LAYOUT_MODULE = 'src/admin/AdminLayout.tsx';

/**
 * The admin console (docs/product/routes.md#admin-routes) as a top-level route beside the public
 * site's: its own lazily loaded layout and screens (src/admin/<screen>/page.tsx), so none of it
 * reaches the public bundle. Every screen but /admin/login renders inside `AdminPage`, which checks
 * the session. Add a screen with one `admin('<folder>', 'admin/<path>')` line below.
 *
 * @example
 * return [publicRoot, businessArea(page), adminArea(page)];
 */
export function adminArea(page: Page): RouteObject {
  const handle: PageHandle = { module: LAYOUT_MODULE, flo: 'page' };
  // Ids carry the area, as folder names such as 'login' exist in the business area too.
  const admin = (folder: string, path: string) =>
    page({ area: 'admin', page: folder, id: `admin-${folder}`, path });
  return {
    id: 'admin',
    handle,
    errorElement: <RootError />,
    lazy: async () => ({ Component: (await import('./AdminLayout.tsx')).AdminLayout }),
    children: [
      {
        id: 'admin-pages',
        element: <PageShell />,
        errorElement: <RouteError />,
        children: [
          admin('login', 'admin/login'),
          admin('overview', 'admin'),
          admin('figures', 'admin/figures'),
          admin('funnel', 'admin/funnel'),
          admin('enquiries', 'admin/enquiries'),
          admin('reviews', 'admin/reviews'),
          admin('email-campaigns', 'admin/email-campaigns'),
          admin('free-listings', 'admin/free-listings'),
          admin('specialist-messages', 'admin/specialist-messages'),
          admin('mail', 'admin/mail'),
          admin('subscriptions', 'admin/subscriptions'),
          admin('settings', 'admin/settings'),
          admin('chat-settings', 'admin/chat-settings'),
          admin('specialists', 'admin/specialists'),
          admin('specialist-manage', 'admin/specialists/:id/manage'),
          admin('locations', 'admin/locations'),
          admin('location-pages', 'admin/location-pages'),
          admin('recent-changes', 'admin/recent-changes'),
          admin('audit', 'admin/audit'),
        ],
      },
    ],
  };
}
