import type { Article, ArticleSummary } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** Guides listed beside an article. */
export const RELATED_ARTICLE_COUNT = 3;

export const articleQuery = (slug: string) => apiQuery<Article>('/api/content', slug);
export const articleListQuery = apiQuery<{ articles: ArticleSummary[] }>('/api/content');

/** Slugs the API accepts; anything else is a page that cannot exist. */
export const ARTICLE_SLUG = /^[a-z0-9-]{1,120}$/;

/** Other guides, newest first, for the 'More flooring guides' list. */
export function relatedArticles(all: ArticleSummary[], slug: string): ArticleSummary[] {
  return all
    .filter((article) => article.slug !== slug)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, RELATED_ARTICLE_COUNT);
}
