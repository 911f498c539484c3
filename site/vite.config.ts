import { precompressAssets } from '@flo/scripts/precompress';
import react from '@vitejs/plugin-react';
import { type Alias, defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The browser bundle hydrates on Preact through its React compatibility layer: React DOM alone
 * is ~69 KB gzip, Preact with compat ~10 KB, which the home page's JS budget cannot spare
 * (docs/decisions/009-compiled-server-and-lighter-home-page.md). The server still renders with
 * React 19; the widget's script-tag build makes the same swap.
 */
const preactInTheBrowser: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The UI libraries (Preact, React Router, React Query) and the public pages' small shared
 * modules (components, content, data layer, contract constants), when two chunks or more use
 * them, go in one chunk: a page loads a few larger files instead of a dozen tiny ones that gzip
 * compresses each on its own (~1.2 KB gzip less on the home page, ADR 009). Libraries are named
 * so that one only lazy chunks share (XState, Flo's and the chat-settings preview's) stays out
 * of the chunk every page loads. What only some pages show stays out too: the checks' wording
 * (ADR 028), plans and prices, the visitor's place words, response times, photos, and the
 * listings' pagination and breadcrumbs, none of which the home page shows.
 */
const PAGE_SPECIFIC = [
  'contract/src/rules/checks.ts',
  'contract/src/pricing.ts',
  'contract/src/rules/place-words.ts',
  'contract/src/rules/response-time.ts',
  'site/src/components/Picture.tsx',
  'site/src/components/Pagination.tsx',
  'site/src/components/Breadcrumbs.tsx',
];
const SHARED_MODULES =
  /node_modules[\\/](preact|react-router|@tanstack)[\\/]|site[\\/]src[\\/](app|components|content|data|flo)[\\/]|contract[\\/]src[\\/]/;

const SHARED_CHUNK = {
  name: 'shared',
  minShareCount: 2,
  test: (id: string) =>
    SHARED_MODULES.test(id) &&
    !PAGE_SPECIFIC.some((path) => id.replaceAll('\\', '/').endsWith(path)),
};

/**
 * Two builds from one config: `vite build` makes the browser bundle (dist/client, with the
 * manifest the server reads to link each page's CSS and chunks) and
 * `vite build --ssr src/entry-server.tsx --outDir dist/server` makes the request handler the
 * API server imports. Both read `@flo/widget` from source through its `@flo/source` export
 * condition (docs/decisions/005-widget-library-build.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The browser bundle ships with .gz (zopfli) and .br copies the API serves as they are.
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets()],
  resolve: {
    conditions: ['@flo/source', ...defaultClientConditions],
    alias: isSsrBuild ? [] : preactInTheBrowser,
  },
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Vite's default ('baseline-widely-available', browsers of 2023 on): class private
        // fields stay native instead of becoming WeakMap helpers (~1.2 KB gzip of React Query).
        target: 'baseline-widely-available',
        // Terser with three passes: ~0.6 KB gzip less of Flo's chunk than the default minifier.
        minify: 'terser',
        terserOptions: { module: true, compress: { passes: 3 } },
        // Lazy page chunks keep their stylesheets loaded with them, but their script imports
        // are fetched by the browser itself: the list of every route's chunk names Vite would
        // inline into the entry for preloading costs the home page ~0.9 KB gzip, and what a
        // page shares is in the shared chunk, already loaded. The server still preloads a
        // rendered page's chunks (server/assets.ts).
        modulePreload: false,
        rolldownOptions: {
          // Flo's opening stylesheet is an entry of its own: server-rendered openings link it
          // from their shadow roots (src/flo/FloFacade.tsx), and no script imports it.
          input: { 'entry-client': 'src/entry-client.tsx', 'flo-facade': '@flo/widget/facade.css' },
          output: { codeSplitting: { groups: [SHARED_CHUNK] } },
        },
      },
  ssr: {
    noExternal: ['@flo/chat-machine', '@flo/contract', '@flo/widget'],
    resolve: { conditions: ['@flo/source', ...defaultServerConditions] },
  },
}));
