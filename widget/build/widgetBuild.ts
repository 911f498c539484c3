import { fileURLToPath } from 'node:url';
import { precompressAssets } from '@flo/scripts/precompress';
import { build, type InlineConfig } from 'vite';

const widgetRoot = fileURLToPath(new URL('..', import.meta.url));

/** The script-tag bundles run on Preact: components keep the React API, hosts skip React. */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The script-tag app is one file: its overlay variants are bundled in, not fetched apart. */
const bundledOverlay = {
  find: /^.*\/overlay\/loadOverlayVariant\.ts$/,
  replacement: fileURLToPath(
    new URL('../src/features/overlay/loadOverlayVariant.bundled.ts', import.meta.url),
  ),
};

/** The files a host page downloads: the loader up front, the UI when a variant needs it. */
export const WIDGET_BUNDLES = [
  { entry: 'src/embed/loader.ts', fileName: 'flo.js' },
  { entry: 'src/embed/app.ts', fileName: 'flo-app.js' },
] as const;

function bundleConfig(
  entry: string,
  fileName: string,
  outDir: string,
  first: boolean,
): InlineConfig {
  return {
    root: widgetRoot,
    configFile: false,
    logLevel: 'warn',
    // .gz (zopfli) and .br copies beside each bundle, which the API serves as they are.
    plugins: [precompressAssets()],
    // Production builds even when run from a test, where NODE_ENV is 'test': no dev JSX,
    // no development builds of dependencies.
    mode: 'production',
    // '@flo/source': chat-machine and the contract from source, like every build in the
    // repository (docs/decisions/022-publishable-packages.md).
    resolve: {
      alias: [...preactAliases, bundledOverlay],
      conditions: ['@flo/source', 'module', 'browser', 'production'],
    },
    oxc: { jsx: { development: false } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: first,
      copyPublicDir: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'FloBundle', fileName: () => fileName },
    },
  };
}

/**
 * Builds the two script-tag bundles into `outDir` (flo.js, flo-app.js) with stable names, so
 * the API can serve them at /widget/*.
 *
 * @example
 * await buildWidget(fileURLToPath(new URL('../dist', import.meta.url)));
 */
export async function buildWidget(outDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const [index, bundle] of WIDGET_BUNDLES.entries()) {
    await build(bundleConfig(bundle.entry, bundle.fileName, outDir, index === 0));
    files.push(`${outDir}/${bundle.fileName}`);
  }
  return files;
}
