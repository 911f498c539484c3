import { asc, desc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { articles } from '../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

/** Every article, newest first (then by title, so the order is stable). */
export function listArticles(db: Db): ArticleRow[] {
  return db.select().from(articles).orderBy(desc(articles.publishedAt), asc(articles.title)).all();
}

export function findArticleBySlug(db: Db, slug: string): ArticleRow | undefined {
  return db.select().from(articles).where(eq(articles.slug, slug)).get();
}

/** Adds articles whose slug is not taken yet; an edited article is never overwritten. */
export function insertMissingArticles(db: DbExecutor, rows: NewArticle[]): void {
  if (rows.length === 0) return;
  db.insert(articles).values(rows).onConflictDoNothing({ target: articles.slug }).run();
}
