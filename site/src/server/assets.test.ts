import { describe, expect, it } from 'vitest';
import { floFacadeStylesheet, type Manifest, pageAssets } from './assets.ts';

const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/pages/home/page.tsx': {
    file: 'assets/page-home.js',
    imports: ['_shared-1.js', '_format-1.js'],
    css: ['assets/page-home.css'],
  },
  '_format-1.js': { file: 'assets/format-1.js' },
  'src/pages/search/page.tsx': { file: 'assets/page-search.js', css: ['assets/page-search.css'] },
};

describe('pageAssets', () => {
  it('links the entry script, the CSS of the entry and the matched pages, and preloads their chunks', () => {
    const assets = pageAssets(manifest, ['src/pages/home/page.tsx']);
    expect(assets.entry).toBe('/assets/entry-client-1.js');
    expect(assets.stylesheets).toEqual([
      '/assets/entry-client-1.css',
      '/assets/shared-1.css',
      '/assets/page-home.css',
    ]);
    expect(assets.preloads).toEqual([
      '/assets/shared-1.js',
      '/assets/page-home.js',
      '/assets/format-1.js',
    ]);
    expect(assets.stylesheets).not.toContain('/assets/page-search.css');
  });

  it('links nothing when there is no browser build', () => {
    expect(pageAssets(null, ['src/pages/home/page.tsx'])).toEqual({
      entry: null,
      stylesheets: [],
      preloads: [],
    });
  });
});

describe('floFacadeStylesheet', () => {
  it("is the client build's flo-facade stylesheet entry, or null without a build", () => {
    const manifest: Manifest = {
      '../widget/src/features/styles/base.css': {
        file: 'assets/flo-facade-1a2b3c.css',
        name: 'flo-facade',
        isEntry: true,
      },
      'src/entry-client.tsx': { file: 'assets/entry-client-9f8e.js', isEntry: true },
    };
    expect(floFacadeStylesheet(manifest)).toBe('/assets/flo-facade-1a2b3c.css');
    expect(floFacadeStylesheet({ 'src/entry-client.tsx': { file: 'a.js', isEntry: true } })).toBe(
      null,
    );
    expect(floFacadeStylesheet(null)).toBeNull();
  });
});
