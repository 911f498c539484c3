import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file below `dir` (0 when the folder is missing). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Source folders whose changes show up in the script-tag bundle. */
const WIDGET_INPUTS = ['widget/src', 'widget/build', 'chat-machine/src', 'api/src/contract'];

/**
 * Builds the script-tag bundle (`widget/dist/flo.js`) unless it is newer than every source
 * file that goes into it, so repeated local runs skip a build that changes nothing.
 *
 * @example
 * buildWidgetIfStale('/work/main');
 */
export function buildWidgetIfStale(repoRoot: string): void {
  const bundle = join(repoRoot, 'widget/dist/flo.js');
  const sourcesChanged = Math.max(...WIDGET_INPUTS.map((dir) => newestMtime(join(repoRoot, dir))));
  if (existsSync(bundle) && statSync(bundle).mtimeMs > sourcesChanged) return;
  execFileSync('npm', ['run', 'build', '-w', '@flo/widget'], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(bundle)) {
    throw new Error('`npm run build -w @flo/widget` finished but widget/dist/flo.js is missing');
  }
}

/**
 * Builds the React host example into `outDir`, pointing it at the API under test. The API's
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
