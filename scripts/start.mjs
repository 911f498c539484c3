// `npm start`: build the browser bundles that are missing or stale, then serve. No dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What each bundle is built from: its own sources plus the workspace sources it imports. */
const BUNDLES = {
  widget: ['widget', 'chat-machine/src', 'api/src/contract'],
  site: ['site', 'widget/src', 'chat-machine/src', 'api/src/contract'],
};

/** Newest modification time (ms) of any file under `path`, skipping build output and deps. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
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

// The server runs in its own process group so a signal reaches every process under npm,
// down to the node process that shuts down gracefully; npm alone does not pass SIGTERM on.
const server = spawn(npm, ['run', 'serve'], { cwd: root, stdio: 'inherit', detached: true });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // The server has already exited; its exit handler ends this process.
    }
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
