import type { ArticleSummary } from '@flo/contract';
import type { Breadcrumb } from '../../meta/types.ts';

/** Home › Flooring guides › the article. */
export const articleBreadcrumbs = (
  article: Pick<ArticleSummary, 'slug' | 'title'>,
): Breadcrumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Flooring guides', path: '/content' },
  { name: article.title, path: `/content/${article.slug}` },
];
