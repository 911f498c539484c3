import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Build, isStale, missingOutputs, SITE_BUILD, WIDGET_BUILD } from '@flo/scripts/builds';

/** Runs a workspace's build unless its outputs are newer than every input. */
function buildIfStale(repoRoot: string, build: Build): void {
  if (!isStale(build, repoRoot)) return;
  execFileSync('npm', ['run', 'build', '-w', build.workspace], { cwd: repoRoot, stdio: 'inherit' });
  const missing = missingOutputs(build, repoRoot);
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
