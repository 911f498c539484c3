import { definePage, notFound } from '../../app/page.ts';
import { ArticlePage } from './ArticlePage.tsx';
import { articleBreadcrumbs } from './breadcrumbs.ts';
import { ARTICLE_SLUG, articleListQuery, articleQuery } from './queries.ts';

export default definePage({
  loader: async ({ params, queryClient }) => {
    const slug = params.slug ?? '';
    if (!ARTICLE_SLUG.test(slug)) notFound();
    const [article] = await Promise.all([
      queryClient.ensureQueryData(articleQuery(slug)),
      queryClient.ensureQueryData(articleListQuery),
    ]);
    return article;
  },
  meta: ({ data: article, absoluteUrl }) => ({
    title: article.title,
    description: article.summary,
    canonicalPath: `/content/${article.slug}`,
    breadcrumbs: articleBreadcrumbs(article),
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        timeRequired: `PT${article.readingMinutes}M`,
        mainEntityOfPage: absoluteUrl(`/content/${article.slug}`),
        author: { '@type': 'Organization', name: 'Flo' },
        publisher: { '@type': 'Organization', name: 'Flo', url: absoluteUrl('/') },
      },
    ],
  }),
  Component: ArticlePage,
});
