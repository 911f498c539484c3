import { FLOORING_GUIDES } from './guides/index.ts';
import type { NewArticle } from './repository.ts';

/**
 * The shipped flooring guides as article rows, dated by when each was written.
 *
 * @example
 * runOnSqliteNow(db, insertMissingArticles, flooringGuideRows());
 */
export function flooringGuideRows(): NewArticle[] {
  return FLOORING_GUIDES.map((guide) => {
    const published = new Date(`${guide.publishedOn}T09:00:00Z`);
    return {
      slug: guide.slug,
      title: guide.title,
      summary: guide.summary,
      body: guide.body,
      publishedAt: published,
      updatedAt: published,
    };
  });
}
