import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../api/src/env.ts';

/** What each built output is built from, as `npm start` (scripts/start.mjs) judges it. */
const BUILDS: { workspace: string; output: string; inputs: string[] }[] = [
  {
    workspace: 'api',
    output: 'api/dist/server.js',
    inputs: ['api/src', 'api/scripts', 'api/package.json'],
  },
  {
    workspace: 'widget',
    output: 'widget/dist',
    inputs: ['widget/src', 'chat-machine/src', 'api/src/contract'],
  },
  {
    workspace: 'site',
    output: 'site/dist/server/entry-server.js',
    inputs: ['site/src', 'widget/src', 'chat-machine/src', 'api/src/contract'],
  },
];

function newestMtime(path: string): number {
  if (!existsSync(path) || path.endsWith('.gen.json')) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Builds the compiled server, the widget and the site when missing or older than their
 * sources (or always, or never), so the bench measures what `npm run serve` would run.
 */
export function ensureBuilt(mode: 'always' | 'never' | 'when-stale'): void {
  for (const build of BUILDS) {
    const output = join(REPO_ROOT, build.output);
    if (mode === 'never') {
      if (!existsSync(output)) throw new Error(`${build.output} is missing: run npm run build`);
      continue;
    }
    const stale =
      mode === 'always' ||
      !existsSync(output) ||
      Math.max(...build.inputs.map((input) => newestMtime(join(REPO_ROOT, input)))) >
        newestMtime(output);
    if (!stale) continue;
    const started = performance.now();
    console.log(`Building ${build.workspace} (missing or older than its sources)...`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Build chatter (bundler warnings) only matters when the build fails.
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr);
      throw new Error(`npm run build -w ${build.workspace} failed`);
    }
    console.log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
