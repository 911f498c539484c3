import { asc, desc, eq } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import type { articles } from '../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

/** Every article, newest first (then by title, so the order is stable). */
export function* listArticles(on: EngineScope): Steps<ArticleRow[]> {
  const { articles } = on.tables;
  return yield* rows(
    on.db.select().from(articles).orderBy(desc(articles.publishedAt), asc(articles.title)),
  );
}

export function* findArticleBySlug(on: EngineScope, slug: string): Steps<ArticleRow | undefined> {
  const { articles } = on.tables;
  return yield* row(on.db.select().from(articles).where(eq(articles.slug, slug)));
}

/**
 * Adds articles whose slug is not taken yet; an edited article is never overwritten. Answers
 * how many were added.
 */
export function* insertMissingArticles(on: EngineScope, newRows: NewArticle[]): Steps<number> {
  if (newRows.length === 0) return 0;
  const { articles } = on.tables;
  return yield* changes(
    on.db.insert(articles).values(newRows).onConflictDoNothing({ target: articles.slug }),
  );
}
