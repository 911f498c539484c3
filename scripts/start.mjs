// `npm start`: build the server and browser bundles that are missing or stale, then serve the
// compiled server (api/dist/server.js) in one node process. No dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What each build is built from: its own sources plus the workspace sources it imports. */
const BUNDLES = {
  api: ['api/src', 'api/build', 'api/scripts', 'api/package.json'],
  widget: ['widget', 'chat-machine/src', 'api/src/contract'],
  site: ['site', 'widget/src', 'chat-machine/src', 'api/src/contract'],
};

/**
 * Newest modification time (ms) of any file under `path`, skipping build output, deps and
 * generated caches (`*.gen.json`, which the server writes under api/src).
 */
function newestMtime(path) {
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

function needsBuild(name, inputs) {
  const manifest = join(root, name, 'package.json');
  if (!existsSync(manifest)) return false;
  if (!JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build) return false;
  const dist = join(root, name, 'dist');
  if (!existsSync(dist)) return true;
  const sources = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  return sources > newestMtime(dist);
}

for (const [name, inputs] of Object.entries(BUNDLES)) {
  if (!needsBuild(name, inputs)) continue;
  console.log(`Building ${name} (dist/ missing or older than its sources)`);
  const build = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Plain node on the compiled file, as `npm run serve` does. Its own process group keeps a
// terminal's Ctrl+C from reaching it twice (directly and passed on from here), since a second
// SIGINT would cut its graceful shutdown short.
const server = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
