import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { buildSitemap } from './build-sitemap.ts';
import { listArticleDates, listListedSpecialists } from './repository.ts';

/**
 * `GET /api/sitemap`: every public URL path of the site with its last change (or null for
 * static pages), for the site to render as /sitemap.xml (an index past 50,000 URLs).
 *
 * @example
 * app.route('/', sitemapRoutes(deps));
 * const { urls } = await (await app.request('/api/sitemap')).json();
 */
export function sitemapRoutes({ db }: AppDeps) {
  return new Hono().get('/api/sitemap', (c) =>
    c.json(buildSitemap(listListedSpecialists(db), listArticleDates(db))),
  );
}
