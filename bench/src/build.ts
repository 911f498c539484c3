import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@flo/api/env';
import { BUILDS, isStale, missingOutputs } from '@flo/scripts/builds';

/**
 * Builds the compiled server, the widget and the site when missing or older than their
 * sources (or always, or never), so the bench measures what `npm run serve` would run.
 */
export function ensureBuilt(mode: 'always' | 'never' | 'when-stale'): void {
  for (const build of BUILDS) {
    if (mode === 'never') {
      const missing = missingOutputs(build, REPO_ROOT);
      if (missing.length > 0) throw new Error(`${missing.join(', ')} missing: run npm run build`);
      continue;
    }
    if (mode === 'when-stale' && !isStale(build, REPO_ROOT)) continue;
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
