import { writeFile } from 'node:fs/promises';
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
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
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
  const [declarations] = generateDtsBundle(
    [
      {
        filePath: join(widgetRoot, 'src/index.ts'),
        output: { noBanner: true },
      },
    ],
    { preferredConfigPath: join(widgetRoot, 'tsconfig.lib.json') },
  );
  if (declarations === undefined) throw new Error('dts-bundle-generator returned no declarations');
  const file = join(outDir, 'index.d.ts');
  await writeFile(file, declarations);
  return file;
}

/**
 * Builds the npm entry of @flo/widget into `outDir`: `index.js`, an ES module any bundler or
 * Node can import (React external, stylesheets inlined as strings), and `index.d.ts`, its
 * types with the private workspaces' declarations inlined.
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
