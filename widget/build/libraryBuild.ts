import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build, defaultClientConditions } from 'vite';

const widgetRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * What stays an import in the library: React is the host's (a peer dependency, one copy per
 * page), xstate is an ordinary dependency the host's bundler dedupes.
 * Everything else, including @flo/chat-machine and @flo/contract, is bundled, so an installed
 * widget needs only its own dependencies.
 */
const EXTERNAL = /^(react|react-dom|xstate)(\/|$)/;

async function buildModule(outDir: string): Promise<string> {
  await build({
    root: widgetRoot,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    // Chat-machine and the contract are bundled from source, not from their dist/
    // (docs/decisions/022-publishable-packages.md).
    resolve: { conditions: ['@flo/source', ...defaultClientConditions] },
    oxc: { jsx: { development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'es2020',
      lib: {
        entry: { index: 'src/index.ts', facade: 'src/facade.ts' },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: (id) => EXTERNAL.test(id),
      },
    },
  });
  return join(outDir, 'index.js');
}

/**
 * tsconfig.lib.json maps the other workspaces to their source, so their declarations count
 * as the widget's own and are inlined; only React's stay imports.
 */
async function buildDeclarations(outDir: string): Promise<string> {
  const [declarations, facadeDeclarations] = generateDtsBundle(
    ['src/index.ts', 'src/facade.ts'].map((entry) => ({
      filePath: join(widgetRoot, entry),
      output: { noBanner: true },
    })),
    { preferredConfigPath: join(widgetRoot, 'tsconfig.lib.json') },
  );
  if (declarations === undefined || facadeDeclarations === undefined) {
    throw new Error('dts-bundle-generator returned no declarations');
  }
  const file = join(outDir, 'index.d.ts');
  await writeFile(file, declarations);
  await writeFile(join(outDir, 'facade.d.ts'), facadeDeclarations);
  // The opening's stylesheet, for a server that renders it (@flo/widget/facade.css).
  await copyFile(join(widgetRoot, 'src/features/styles/base.css'), join(outDir, 'facade.css'));
  return file;
}

/**
 * Builds the npm entry of @flo/widget into `outDir`: `index.js`, an ES module any bundler or
 * Node can import (React external, stylesheets inlined as strings), and `index.d.ts`, its
 * types with the private workspaces' declarations inlined; likewise `facade.js` and
 * `facade.d.ts` with `facade.css`, Flo's opening for a server to render (src/facade.ts).
 *
 * @example
 * const { module, declarations } = await buildWidgetLibrary('/repo/widget/dist/lib');
 */
export async function buildWidgetLibrary(
  outDir: string,
): Promise<{ module: string; declarations: string }> {
  const module = await buildModule(outDir);
  const declarations = await buildDeclarations(outDir);
  return { module, declarations };
}
