import { sitemapIndexSchema, sitemapSchema } from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { describeOperation } from '../openapi/describe.ts';
import { sitemapIndex, subSitemap } from './build-sitemap.ts';

/**
 * `GET /api/sitemap`: the sitemap index, naming its sub-sitemaps; `GET /api/sitemap/{name}`:
 * one of them, every URL path with its last change (null where unknown or not kept), for the
 * site to render as /sitemap.xml and /sitemap-{name}.xml. Each reads a bounded slice along an
 * index, whatever the size of the directory.
 *
 * @example
 * app.route('/', sitemapRoutes(deps));
 * const { sitemaps } = await (await app.request('/api/sitemap')).json();
 * const { urls } = await (await app.request(`/api/sitemap/${sitemaps[0].name}`)).json();
 */
export function sitemapRoutes({ engine }: AppDeps) {
  return new Hono()
    .get(
      '/api/sitemap',
      describeOperation({
        operationId: 'getSitemapIndex',
        summary: 'The sitemap index: its sub-sitemaps (pages, cities, specialists-N) by name',
        tag: 'Directory',
        response: sitemapIndexSchema,
      }),
      async (c) => c.json(await engine.run(sitemapIndex)),
    )
    .get(
      '/api/sitemap/:name',
      describeOperation({
        operationId: 'getSitemap',
        summary: 'One sub-sitemap: at most 10,000 public page paths with their last change',
        tag: 'Directory',
        response: sitemapSchema,
      }),
      async (c) => {
        const sitemap = await engine.run(subSitemap, c.req.param('name'));
        if (!sitemap) throw notFound('Sitemap');
        return c.json(sitemap);
      },
    );
}
