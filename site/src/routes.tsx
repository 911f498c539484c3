import { data, type RouteObject, redirect } from 'react-router';
import { adminArea } from './admin/routes.tsx';
import { type PageRouteDeps, pageRoute } from './app/page-route.ts';
import { businessArea } from './business/routes.tsx';
import { NotFoundScreen } from './global/errors/NotFoundScreen.tsx';
import { RootError } from './global/errors/RootError.tsx';
import { RouteError } from './global/errors/RouteError.tsx';
import { Layout } from './layout/Layout.tsx';
import { PageShell } from './layout/PageShell.tsx';

/**
 * Old paths of the original site that now land on the home page
 * (docs/product/routes.md#redirects-to-home).
 */
export const REDIRECTS_TO_HOME = ['reviews', 'support', 'success-stories', 'resources', 'terms'];

/**
 * The site's route table, shared by the server handler and the browser. Every page module
 * loads lazily; a route is registered only once its page exists (no stubs). `shared` marks the
 * pages that are the same for everyone asking for their URL, whose HTML the server may keep;
 * pages reached by a private link (review, quote, your enquiry, unsubscribe), checkout and
 * claim steps, and the signed-in areas are never marked.
 *
 * @example
 * const routes = createRoutes({ queryClient, publicUrl: 'https://flo.example' });
 * const handler = createStaticHandler(routes);
 */
export function createRoutes(deps: PageRouteDeps): RouteObject[] {
  const page = (options: Parameters<typeof pageRoute>[1]) => pageRoute(deps, options);
  return [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <RootError />,
      children: [
        {
          id: 'pages',
          element: <PageShell />,
          errorElement: <RouteError />,
          children: [
            page({ page: 'home', index: true, flo: 'page', shared: true }),
            page({ page: 'search', path: 'search', shared: true }),
            page({ page: 'guides', path: 'content', shared: true }),
            page({ page: 'content', path: 'content/:slug', shared: true }),
            page({ page: 'contact', path: 'contact', shared: true }),
            page({
              page: 'specialist-profile',
              path: 'specialist/:slug',
              flo: 'page',
              shared: true,
            }),
            page({
              page: 'specialist-service',
              path: 'specialist/:slug/:service',
              flo: 'page',
              shared: true,
            }),
            page({ page: 'city', path: 'specialists/:city', flo: 'page', shared: true }),
            page({
              page: 'city-service',
              path: 'specialists/:city/:service',
              flo: 'page',
              shared: true,
            }),
            page({ page: 'locations', path: 'locations', shared: true }),
            page({ page: 'featured', path: 'featured', shared: true }),
            page({ page: 'services', id: 'services-index', path: 'services', shared: true }),
            page({ page: 'services', path: 'services/:slug', flo: 'page', shared: true }),
            page({ page: 'sitemap', path: 'sitemap', shared: true }),
            page({ page: 'about', path: 'about', shared: true }),
            page({ page: 'how-it-works', path: 'how-it-works', shared: true }),
            page({ page: 'privacy', path: 'privacy', shared: true }),
            page({ page: 'privacy', id: 'privacy-policy', path: 'privacy-policy', shared: true }),
            page({ page: 'review-policy', path: 'review-policy', shared: true }),
            page({ page: 'post-a-job', path: 'post-a-job', shared: true }),
            page({ page: 'review', path: 'review/:specialistId/:token?' }),
            page({ page: 'quote-accept', path: 'quote/accept/:quoteId/:token' }),
            page({ page: 'your-enquiry', path: 'your-enquiry/:reference/:token' }),
            page({ page: 'unsubscribe', path: 'unsubscribe/:token' }),
            page({ page: 'pricing', path: 'pricing', shared: true }),
            page({ page: 'checkout', path: 'checkout' }),
            page({ page: 'checkout', id: 'subscribe', path: 'subscribe' }),
            page({ page: 'checkout', id: 'claim-checkout', path: 'claim-checkout' }),
            page({ page: 'results', id: 'claim-success', path: 'claim-success' }),
            page({ page: 'results', id: 'payment-success', path: 'payment-success' }),
            page({ page: 'results', id: 'subscription-success', path: 'subscription-success' }),
            page({ page: 'claim-business', path: 'claim-business' }),
            page({ page: 'claim-listing', path: 'claim-business/*' }),
            ...REDIRECTS_TO_HOME.map((path) => ({ path, loader: () => redirect('/', 301) })),
            {
              id: 'not-found',
              path: '*',
              // The loader always throws, so the error element shows; this is never reached.
              element: <NotFoundScreen />,
              loader: () => {
                throw data('Not found', { status: 404 });
              },
            },
          ],
        },
      ],
    },
    businessArea(page),
    adminArea(page),
  ];
}
