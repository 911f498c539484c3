import { articleListSchema, articleSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';

import { flooringGuideRows } from './guide-rows.ts';
import { insertMissingArticles } from './repository.ts';

apiTest.beforeEach(({ api }) => api.engine.commit(insertMissingArticles, flooringGuideRows()));

describe('GET /api/content', () => {
  apiTest('lists every guide newest first, without bodies, with reading times', async ({ api }) => {
    const res = await api.app.request('/api/content');
    expect(res.status).toBe(200);
    const { articles } = articleListSchema.parse(await res.json());
    expect(articles.map((a) => a.slug)).toEqual([
      'how-to-look-after-wood-floors',
      'choosing-tiles-for-underfloor-heating',
      'preparing-subfloors-screed-moisture-levelling',
      'laminate-vs-lvt-kitchens-bathrooms',
      'engineered-vs-solid-hardwood',
      'how-much-does-carpet-fitting-cost',
    ]);
    expect(articles[0]).toMatchObject({
      publishedAt: '2026-11-09T09:00:00.000Z',
      readingMinutes: 3,
    });
    expect(articles[0]).not.toHaveProperty('body');
  });
});

describe('GET /api/content/{slug}', () => {
  apiTest('answers one guide as structured blocks', async ({ api }) => {
    const res = await api.app.request('/api/content/how-much-does-carpet-fitting-cost');
    expect(res.status).toBe(200);
    const article = articleSchema.parse(await res.json());
    expect(article.title).toBe('How much does carpet fitting cost in the UK?');
    expect(article.body[0]?.type).toBe('p');
    expect(
      article.body.filter((b) => b.type === 'h2').map((b) => b.type === 'h2' && b.text),
    ).toContain('Comparing quotes');
  });

  apiTest('answers 404 for an unknown guide and 400 for an unusable slug', async ({ api }) => {
    const missing = await api.app.request('/api/content/how-to-lay-a-lawn');
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe('Article not found');
    expect((await api.app.request('/api/content/Not_A_Slug')).status).toBe(400);
  });

  apiTest('never overwrites an article that already exists when seeding again', async ({ api }) => {
    const changed = flooringGuideRows().map((row) => ({ ...row, title: 'Changed' }));
    await api.engine.commit(insertMissingArticles, changed);
    const res = await api.app.request('/api/content/how-much-does-carpet-fitting-cost');
    expect(articleSchema.parse(await res.json()).title).toBe(
      'How much does carpet fitting cost in the UK?',
    );
  });
});
