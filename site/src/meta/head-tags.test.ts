import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle, type HeadTag, headTags } from './head-tags.ts';
import { applyHeadTags, HEAD_MARKER, renderHeadTagsHtml } from './render-head.ts';
import { serializeJsonForHtml } from './serialize.ts';
import type { PageMeta } from './types.ts';

const meta: PageMeta = {
  title: 'Carpet fitters in Leeds',
  description: 'Compare carpet fitters in Leeds.',
  canonicalPath: '/specialists/leeds/carpet',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Leeds', path: '/specialists/leeds' },
    { name: 'Carpet', path: '/specialists/leeds/carpet' },
  ],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Carpet fitters' }],
};

function attr(tags: HeadTag[], key: string, value: string, read: string) {
  const tag = tags.find((t) => t.tag !== 'json-ld' && t.attrs[key] === value);
  return tag && tag.tag !== 'json-ld' ? tag.attrs[read] : undefined;
}

describe('headTags', () => {
  const tags = headTags(meta, 'https://flo.example');

  it('makes the canonical and Open Graph URL absolute', () => {
    expect(attr(tags, 'rel', 'canonical', 'href')).toBe(
      'https://flo.example/specialists/leeds/carpet',
    );
    expect(attr(tags, 'property', 'og:url', 'content')).toBe(
      'https://flo.example/specialists/leeds/carpet',
    );
    expect(attr(tags, 'property', 'og:title', 'content')).toBe('Carpet fitters in Leeds | Flo');
    expect(attr(tags, 'name', 'description', 'content')).toBe('Compare carpet fitters in Leeds.');
  });

  it('always adds a BreadcrumbList, then the page JSON-LD', () => {
    const blocks = tags.flatMap((tag) => (tag.tag === 'json-ld' ? [tag.json] : []));
    expect(blocks[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://flo.example/' },
        { position: 2, name: 'Leeds', item: 'https://flo.example/specialists/leeds' },
        { position: 3, name: 'Carpet', item: 'https://flo.example/specialists/leeds/carpet' },
      ],
    });
    expect(blocks[1]).toMatchObject({ '@type': 'ItemList' });
  });

  it('adds robots noindex only when asked', () => {
    expect(attr(tags, 'name', 'robots', 'content')).toBeUndefined();
    const hidden = headTags({ ...meta, noindex: true }, 'https://flo.example');
    expect(attr(hidden, 'name', 'robots', 'content')).toBe('noindex');
  });
});

describe('rendering head tags', () => {
  it('escapes attribute values and JSON so page text cannot break out', () => {
    const hostile: PageMeta = {
      ...meta,
      description: '"><script>alert(1)</script>',
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    };
    const html = renderHeadTagsHtml(headTags(hostile, 'https://flo.example'));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('serialises JSON that parses back to the same value', () => {
    const value = { text: '</script> & \u2028 <!--' };
    expect(JSON.parse(serializeJsonForHtml(value))).toEqual(value);
  });

  it('replaces the previous page head tags on client navigation', () => {
    document.head.innerHTML = '<meta name="keep" content="yes">';
    applyHeadTags(document, 'First | Flo', headTags(meta, 'https://flo.example'));
    applyHeadTags(
      document,
      'Second | Flo',
      headTags({ ...meta, canonicalPath: '/search', jsonLd: [] }, 'https://flo.example'),
    );
    expect(document.title).toBe('Second | Flo');
    const canonicals = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]?.getAttribute('href')).toBe('https://flo.example/search');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="keep"]')).not.toBeNull();
    expect(document.head.querySelectorAll(`[${HEAD_MARKER}]`).length).toBeGreaterThan(5);
  });
});

describe('helpers', () => {
  it('joins the public URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://flo.example/', '/about')).toBe('https://flo.example/about');
    expect(absoluteUrl('https://flo.example', 'about')).toBe('https://flo.example/about');
    expect(absoluteUrl('https://flo.example', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });

  it('appends the site name to page titles', () => {
    expect(documentTitle(meta)).toBe('Carpet fitters in Leeds | Flo');
  });
});
