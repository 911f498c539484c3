import {
  type Article,
  type ArticleSummary,
  articleListSchema,
  articleSchema,
  slugParam,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { readingMinutes } from './reading-time.ts';
import { type ArticleRow, findArticleBySlug, listArticles } from './repository.ts';

function summaryOf(row: ArticleRow): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

/**
 * Flooring guides: `GET /api/content` (every article without its body) and
 * `GET /api/content/{slug}` (one article as structured blocks; 404 when unknown).
 *
 * @example
 * app.route('/', contentRoutes(deps));
 * await app.request('/api/content/how-much-does-carpet-fitting-cost');
 */
export function contentRoutes({ engine }: AppDeps) {
  return new Hono()
    .get(
      '/api/content',
      describeOperation({
        operationId: 'listGuides',
        summary: 'Flooring guides, newest first, without bodies',
        tag: 'Directory',
        response: articleListSchema,
      }),
      async (c) => c.json({ articles: (await engine.run(listArticles)).map(summaryOf) }),
    )
    .get(
      '/api/content/:slug',
      describeOperation({
        operationId: 'getGuide',
        summary: 'One flooring guide as structured blocks',
        tag: 'Directory',
        response: articleSchema,
      }),
      validate('param', z.object({ slug: slugParam })),
      async (c) => {
        const row = await engine.run(findArticleBySlug, c.req.valid('param').slug);
        if (!row) throw notFound('Article');
        const answer: Article = { ...summaryOf(row), body: row.body };
        return c.json(answer);
      },
    );
}
