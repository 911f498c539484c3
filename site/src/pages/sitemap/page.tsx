import { definePage } from '../../app/page.ts';
import {
  articlesQuery,
  locationsQuery,
  SITEMAP_BREADCRUMBS,
  SitemapPage,
  sitemapCitiesQuery,
  sitemapPagesQuery,
} from './SitemapPage.tsx';

export default definePage({
  loader: async ({ queryClient }) => {
    await Promise.all([
      queryClient.ensureQueryData(sitemapPagesQuery),
      queryClient.ensureQueryData(sitemapCitiesQuery),
      queryClient.ensureQueryData(locationsQuery),
      queryClient.ensureQueryData(articlesQuery),
    ]);
  },
  meta: () => ({
    title: 'Sitemap',
    description:
      'Every page of Flo: flooring services, guides, and flooring specialists in towns and cities across the UK, region by region.',
    canonicalPath: '/sitemap',
    breadcrumbs: SITEMAP_BREADCRUMBS,
  }),
  Component: SitemapPage,
});
