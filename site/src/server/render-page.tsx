import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import {
  type createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { PageHandle } from '../app/page-route.ts';
import { SiteProviders } from '../app/SiteProviders.tsx';
import type { SiteConfig } from '../app/site-config.tsx';
import { type SiteData, serializeHydration } from '../app/site-data.ts';
import type { ApiRequest } from '../data/api-request.ts';
import { documentTitle, headTags } from '../meta/head-tags.ts';
import { renderHeadTagsHtml } from '../meta/render-head.ts';
import { metaForError, metaFromLoaderData } from '../meta/resolve-meta.ts';
import { type Manifest, pageAssets } from './assets.ts';
import { renderDocument } from './document.ts';
import { htmlHeaders } from './security-headers.ts';

export interface RenderPageArgs {
  handler: ReturnType<typeof createStaticHandler>;
  context: StaticHandlerContext;
  queryClient: QueryClient;
  apiRequest: ApiRequest;
  config: SiteConfig;
  manifest: Manifest | null;
  onError(error: unknown): void;
}

function pageMeta(context: StaticHandlerContext) {
  const pathname = context.location.pathname;
  const firstError = context.errors ? Object.values(context.errors)[0] : undefined;
  if (context.errors) return metaForError(firstError, pathname);
  return metaFromLoaderData(
    context.matches.map((match) => context.loaderData[match.route.id]),
    pathname,
  );
}

async function renderApp(args: RenderPageArgs): Promise<string> {
  const router = createStaticRouter(args.handler.dataRoutes, args.context);
  const stream = await renderToReadableStream(
    <SiteProviders config={args.config} queryClient={args.queryClient} apiRequest={args.apiRequest}>
      <StaticRouterProvider router={router} context={args.context} hydrate={false} />
    </SiteProviders>,
    { onError: args.onError },
  );
  // Wait for everything, so crawlers get the whole page and no streaming script is needed.
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Renders a page the router matched into a full HTML response: the status the router decided
 * (200, 404, 500), the page's head, its CSS and chunks, and the data block for hydration.
 */
export async function renderPage(args: RenderPageArgs): Promise<Response> {
  const { context, config } = args;
  const appHtml = await renderApp(args);
  const meta = pageMeta(context);
  const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
  const modules = handles
    .map((handle) => handle?.module)
    .filter((module): module is string => Boolean(module));
  // Only a page found and marked shared may be kept and sent again to another visitor.
  const shared = context.statusCode === 200 && handles.at(-1)?.shared === true;
  const data: SiteData = {
    config,
    hydration: serializeHydration({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    }),
    queries: dehydrate(args.queryClient),
  };
  const html = renderDocument({
    title: documentTitle(meta),
    headHtml: renderHeadTagsHtml(headTags(meta, config.publicUrl)),
    assets: pageAssets(args.manifest, modules),
    appHtml,
    data,
  });
  return new Response(html, {
    status: context.statusCode,
    headers: htmlHeaders(config.analyticsSrc, { shared }),
  });
}
