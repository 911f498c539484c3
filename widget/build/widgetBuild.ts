import { fileURLToPath } from 'node:url';
import { precompressAssets } from '@flo/scripts/precompress';
import { build, type InlineConfig, type Plugin } from 'vite';

const widgetRoot = fileURLToPath(new URL('..', import.meta.url));

/** The script-tag bundles run on Preact: components keep the React API, hosts skip React. */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The script-tag app is one file: its overlay variants, message cards and the chat machine's
 * page flows, which the site's build fetches apart, are bundled in.
 */
const bundledLazyParts = [
  { find: /^.*\/overlay\/loadOverlayVariant\.ts$/, module: 'overlay/loadOverlayVariant' },
  {
    find: /^.*\/attachments\/AttachmentCardsLater\.tsx$/,
    module: 'chat/attachments/AttachmentCardsLater',
  },
  { find: /^.*\/floMachines\.ts$/, module: 'instance/floMachines' },
].map(({ find, module }) => ({
  find,
  replacement: fileURLToPath(new URL(`../src/features/${module}.bundled.ts`, import.meta.url)),
}));

const POSTCODE_PACKAGE = /[\\/]node_modules[\\/]postcode[\\/]/;

/**
 * The chat machine's advice texts, which it imports dynamically, come to the UI bundle as
 * flo-advice.js, loaded when a visitor first asks for advice (src/embed/adviceScript.ts): an
 * IIFE cannot keep a dynamic import apart, and the texts would weigh on every host page.
 */
const adviceAsScript: Plugin = {
  name: 'flo-advice-as-script',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '../advice/answers.ts' || !importer?.endsWith('advice-actor.ts')) return null;
    return fileURLToPath(new URL('../src/embed/adviceScript.ts', import.meta.url));
  },
};

/**
 * The files a host page downloads: the loader up front, the UI when a variant needs it, the
 * advice texts when a visitor asks for advice.
 */
export const WIDGET_BUNDLES = [
  { entry: 'src/embed/loader.ts', fileName: 'flo.js' },
  { entry: 'src/embed/app.ts', fileName: 'flo-app.js' },
  { entry: 'src/embed/advice.ts', fileName: 'flo-advice.js' },
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
    plugins: [precompressAssets(), ...(fileName === 'flo-app.js' ? [adviceAsScript] : [])],
    // Production builds even when run from a test, where NODE_ENV is 'test': no dev JSX,
    // no development builds of dependencies.
    mode: 'production',
    // '@flo/source': chat-machine and the contract from source, like every build in the
    // repository (docs/decisions/022-publishable-packages.md).
    resolve: {
      alias: [...preactAliases, ...bundledLazyParts],
      conditions: ['@flo/source', 'module', 'browser', 'production'],
    },
    oxc: { jsx: { development: false } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: first,
      copyPublicDir: false,
      // Terser with three passes: ~1 KB gzip less of the script-tag widget than the default.
      minify: 'terser',
      terserOptions: { compress: { passes: 3 } },
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'FloBundle', fileName: () => fileName },
      // The postcode package declares no sideEffects, so the contract's rules would keep its
      // helpers in the loader though only the Flo-pages and retry rules are used there.
      rolldownOptions: { treeshake: { moduleSideEffects: (id) => !POSTCODE_PACKAGE.test(id) } },
    },
  };
}

/**
 * Builds the script-tag bundles into `outDir` (flo.js, flo-app.js, flo-advice.js) with stable
 * names, so the API can serve them at /widget/*.
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
