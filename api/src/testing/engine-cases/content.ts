import { expect, it } from 'vitest';
import {
  findArticleBySlug,
  insertMissingArticles,
  listArticles,
  type NewArticle,
} from '../../content/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const article = (slug: string, title: string, day: number): NewArticle => ({
  slug,
  title,
  summary: `${title}, in short.`,
  body: [
    { type: 'h2', text: title },
    { type: 'ul', items: ['Measure', 'Fit'] },
  ],
  publishedAt: new Date(Date.UTC(2026, 9, day, 9, 0, 0, 500)),
  updatedAt: new Date(Date.UTC(2026, 9, day, 9, 0, 0, 500)),
});

/** The flooring guides, the same on SQLite and PostgreSQL (ADR 050). */
export const contentCases = describeEachEngine('content', ({ engine }) => {
  it('adds missing guides only, lists them newest first then by title, and finds one', async () => {
    const added = await engine().commit(insertMissingArticles, [
      article('oak', 'Oak floors', 1),
      article('carpet', 'Carpet costs', 3),
      article('vinyl', 'Vinyl care', 3),
    ]);
    expect(added).toBe(3);
    const again = await engine().commit(insertMissingArticles, [
      { ...article('oak', 'Changed', 9) },
      article('tiles', 'Tiles', 2),
    ]);
    expect(again).toBe(1);
    const listed = await engine().run(listArticles);
    expect(listed.map((row) => row.title)).toEqual([
      'Carpet costs',
      'Vinyl care',
      'Tiles',
      'Oak floors',
    ]);
    expect(await engine().run(findArticleBySlug, 'oak')).toMatchObject({
      title: 'Oak floors',
      body: [
        { type: 'h2', text: 'Oak floors' },
        { type: 'ul', items: ['Measure', 'Fit'] },
      ],
      publishedAt: new Date(Date.UTC(2026, 9, 1, 9, 0, 0, 500)),
    });
    expect(await engine().run(findArticleBySlug, 'nothing')).toBeUndefined();
    expect(await engine().commit(insertMissingArticles, [])).toBe(0);
  });
});
