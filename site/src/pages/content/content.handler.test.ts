// @vitest-environment node
import type { Article, ArticleSummary } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { escapeHtml, jsonLdOf } from '../../testing/server-html.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let articles: ArticleSummary[];
siteTest.beforeAll(async ({ site }) => {
  articles = (
    (await (await site.app.request('/api/content')).json()) as { articles: ArticleSummary[] }
  ).articles;
});

const SLUG = 'how-much-does-carpet-fitting-cost';
describe('/content/{slug}', () => {
  siteTest(
    'renders every block of the article as elements, with its reading time',
    async ({ site }) => {
      const article = (await (await site.app.request(`/api/content/${SLUG}`)).json()) as Article;
      const res = await site.get(`/content/${SLUG}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>${escapeHtml(article.title)}</h1>`);
      expect(html).toContain(`${article.readingMinutes} min read`);
      for (const block of article.body) {
        if (block.type === 'ul') {
          for (const item of block.items) expect(html).toContain(`<li>${escapeHtml(item)}</li>`);
        } else {
          expect(html).toContain(`<${block.type}>${escapeHtml(block.text)}</${block.type}>`);
        }
      }
    },
  );

  siteTest('links three other guides and none to itself', async ({ site }) => {
    const html = await (await site.get(`/content/${SLUG}`)).text();
    const related = html.slice(html.indexOf('More flooring guides'));
    const linked = [...related.matchAll(/href="\/content\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(linked).toHaveLength(3);
    expect(linked).not.toContain(SLUG);
    for (const slug of linked) expect(articles.map((a) => a.slug)).toContain(slug);
  });

  siteTest(
    'describes itself as an Article with a canonical URL and breadcrumbs',
    async ({ site }) => {
      const html = await (await site.get(`/content/${SLUG}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/content/${SLUG}"`);
      expect(html).toContain('<meta property="og:type" content="article"');
      const article = jsonLdOf(html, 'Article');
      expect(article).toMatchObject({
        mainEntityOfPage: `${TEST_PUBLIC_URL}/content/${SLUG}`,
        author: { '@type': 'Organization', name: 'Flo' },
      });
      expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const trail = jsonLdOf(html, 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(trail.itemListElement.map((item) => item.name)).toEqual([
        'Home',
        'Flooring guides',
        articles.find((a) => a.slug === SLUG)?.title,
      ]);
    },
  );

  siteTest(
    'answers 404 for an unknown guide and for slugs the API would refuse',
    async ({ site }) => {
      expect((await site.get('/content/no-such-guide')).status).toBe(404);
      expect((await site.get('/content/Carpet%20Costs')).status).toBe(404);
      expect(site.errors).toEqual([]);
    },
  );
});

describe('/content', () => {
  siteTest('lists every guide with its summary and reading time', async ({ site }) => {
    const res = await site.get('/content');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Flooring guides</h1>');
    for (const article of articles) {
      expect(html).toContain(`href="/content/${article.slug}"`);
      expect(html).toContain(escapeHtml(article.summary));
    }
    expect(jsonLdOf(html, 'ItemList')?.itemListElement).toHaveLength(articles.length);
  });
});
