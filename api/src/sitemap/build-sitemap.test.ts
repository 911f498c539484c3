import { sitemapCases } from '../testing/engine-cases/sitemap.ts';

sitemapCases('sqlite');
