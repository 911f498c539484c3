import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SITE_BUILD, WIDGET_BUILD } from '@flo/scripts/builds';
import { freshBuild } from '@flo/scripts/fresh-build';

/**
 * Builds the script-tag bundle (`widget/dist/flo.js`) and the npm entry the React host
 * imports (`widget/dist/lib`) unless they were built from the current sources, so a run after
 * the unit tests (or an earlier run) reuses their build (docs/decisions/044-suite-time.md).
 *
 * @example
 * await buildWidgetIfStale('/work/main');
 */
export async function buildWidgetIfStale(repoRoot: string): Promise<void> {
  await freshBuild(WIDGET_BUILD, repoRoot);
}

/**
 * Builds the site (`site/dist`, which the API server renders pages from) unless it was built
 * from the current sources. Run before the server starts: the server imports the SSR entry
 * once, at start.
 *
 * @example
 * await buildSiteIfStale('/work/main');
 */
export async function buildSiteIfStale(repoRoot: string): Promise<void> {
  await freshBuild(SITE_BUILD, repoRoot);
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
