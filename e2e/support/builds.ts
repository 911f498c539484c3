import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of a file, or of any file below a folder (0 when missing). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (stats.isFile()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

interface WorkspaceBuild {
  /** The npm workspace whose `build` script makes the output. */
  workspace: string;
  /** Files the build writes, relative to the repository root; each must be newer than every input. */
  outputs: string[];
  /** Files and folders whose changes show up in the output. */
  inputs: string[];
}

/**
 * The script-tag bundle and the npm entry (dist/lib) the React host example imports like a
 * third party; one `build` script writes both.
 */
const WIDGET_BUILD: WorkspaceBuild = {
  workspace: '@flo/widget',
  outputs: ['widget/dist/flo.js', 'widget/dist/lib/index.js', 'widget/dist/lib/index.d.ts'],
  inputs: [
    'widget/src',
    'widget/build',
    'widget/scripts',
    'widget/package.json',
    'widget/tsconfig.lib.json',
    'chat-machine/src',
    'api/src/contract',
  ],
};

/**
 * The server-rendered site: the SSR entry the API server imports (built second, so it is the
 * newest output) and the client manifest it reads. `site/dist` itself is not an input.
 */
const SITE_BUILD: WorkspaceBuild = {
  workspace: '@flo/site',
  outputs: ['site/dist/server/entry-server.js', 'site/dist/client/.vite/manifest.json'],
  inputs: [
    'site/src',
    'site/public',
    'site/vite.config.ts',
    'site/package.json',
    'widget/src',
    'chat-machine/src',
    'api/src/contract',
  ],
};

/** Runs a workspace's build unless its outputs are newer than every input. */
function buildIfStale(repoRoot: string, build: WorkspaceBuild): void {
  const outputs = build.outputs.map((output) => join(repoRoot, output));
  const sourcesChanged = Math.max(
    ...build.inputs.map((input) => newestMtime(join(repoRoot, input))),
  );
  const fresh = outputs.every(
    (output) => existsSync(output) && statSync(output).mtimeMs > sourcesChanged,
  );
  if (fresh) return;
  execFileSync('npm', ['run', 'build', '-w', build.workspace], { cwd: repoRoot, stdio: 'inherit' });
  const missing = build.outputs.filter((output) => !existsSync(join(repoRoot, output)));
  if (missing.length > 0) {
    throw new Error(
      `\`npm run build -w ${build.workspace}\` finished but ${missing.join(', ')} is missing`,
    );
  }
}

/**
 * Builds the script-tag bundle (`widget/dist/flo.js`) and the npm entry the React host
 * imports (`widget/dist/lib`) unless they are newer than every source file that goes into
 * them, so repeated local runs skip a build that changes nothing.
 *
 * @example
 * buildWidgetIfStale('/work/main');
 */
export function buildWidgetIfStale(repoRoot: string): void {
  buildIfStale(repoRoot, WIDGET_BUILD);
}

/**
 * Builds the site (`site/dist`, which the API server renders pages from) unless its outputs
 * are newer than every source file that goes into it. Run before the server starts: the
 * server imports the SSR entry once, at start.
 *
 * @example
 * buildSiteIfStale('/work/main');
 */
export function buildSiteIfStale(repoRoot: string): void {
  buildIfStale(repoRoot, SITE_BUILD);
}

/**
 * Builds the React host example into `outDir`, pointing it at the API under test. It imports
 * the built `widget/dist/lib`, so run `buildWidgetIfStale` first. The API's
 * port changes every run, so this build always runs (into a temp folder, not the example).
 *
 * @example
 * buildReactHost('/work/main', '/tmp/flo-e2e/react-host', 'http://127.0.0.1:4100');
 */
export function buildReactHost(repoRoot: string, outDir: string, apiBase: string): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'examples/react-host'),
      env: { ...process.env, VITE_FLO_API_BASE: apiBase },
      stdio: 'inherit',
    },
  );
}
